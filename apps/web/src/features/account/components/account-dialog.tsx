import { Alert, Modal, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { closeLoginDialog, setLoginTab, useLoginDialog, type LoginTab } from '../login-dialog-store.ts';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

/** The account pop-up for visitors: login by password or by a link sent by e-mail, and register/reactivate by e-mail. */
export function AccountDialog() {
  const { t } = useTranslation('account');
  const { open, tab, reason } = useLoginDialog();
  const { pathname, search } = useLocation();
  const [email, setEmail] = useState('');
  return (
    <Modal opened={open} onClose={closeLoginDialog} title={t('dialog.title')} centered size="md" closeButtonProps={{ 'aria-label': t('common:close') }}>
      {reason === 'expired' ? (
        <Alert color="orange" mb="md">
          {t('sessionExpired')}
        </Alert>
      ) : null}
      <Tabs value={tab} onChange={(value) => setLoginTab((value ?? 'login') as LoginTab)} keepMounted={false}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="login">{t('dialog.tabLogin')}</Tabs.Tab>
          <Tabs.Tab value="register">{t('dialog.tabRegister')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login">
          <LoginForm
            onDone={closeLoginDialog}
            returnPath={`${pathname}${search}`}
            onForgot={(typed) => {
              setEmail(typed);
              setLoginTab('register');
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="register">
          <RegisterForm initialEmail={email} returnPath={`${pathname}${search}`} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
