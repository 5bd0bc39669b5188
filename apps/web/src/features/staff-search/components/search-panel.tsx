import { LIMITS, type StaffSearchKind } from '@praxis/domain';
import { Alert, Box, Center, Loader, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../../components/ui/app-link.tsx';
import { ErrorState } from '../../../components/ui/query-state.tsx';
import { validationDetails } from '../../../lib/api-client.ts';
import { messageKeys } from '../../../lib/zod-form-errors.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useStaffSearch } from '../api/staff-search-queries.ts';
import { groupedHits, searchHits, type SearchHit } from '../search-hits.ts';
import classes from './staff-search.module.css';

/** The pause after the last keystroke before the search is asked. */
const DEBOUNCE_MS = 200;

/**
 * The search dialog's content: a labelled search field (a combobox) over a list box of the hits
 * grouped by kind. The arrow keys move through the hits, Enter opens the marked one (the first if
 * none is), a click opens one; Escape closes the dialog. Focus stays in the field throughout.
 */
export function SearchPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['search', 'therapies', 'common']);
  const format = useFormat();
  const navigate = useAppNavigate();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const search = useStaffSearch(debounced);
  const ready = debounced.length >= LIMITS.staffSearchMin;
  const result = ready ? search.data : undefined;
  const { groups, flat } = useMemo(() => groupedHits(result ? searchHits(result, t, format) : emptyHits()), [result, t, format]);
  // The marked hit belongs to the answer it was marked in: a new answer starts unmarked.
  const [marked, setMarked] = useState<{ of: unknown; index: number }>({ of: undefined, index: -1 });
  const active = marked.of === result ? marked.index : -1;
  const setActive = (index: number) => setMarked({ of: result, index });
  const baseId = useId();
  const listId = `${baseId}-hits`;
  const optionId = (hit: SearchHit) => `${baseId}-${hit.key}`;
  const activeHit = active >= 0 ? flat[active] : undefined;

  // The marked hit stays in view.
  useEffect(() => {
    if (activeHit) document.getElementById(optionId(activeHit))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the id follows the hit
  }, [activeHit]);

  const openHit = (hit: SearchHit) => {
    if ('document' in hit.target) window.open(hit.target.document, '_blank', 'noopener');
    else void navigate(hit.target.path);
    onDone();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (flat.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(active < 0 ? (step > 0 ? 0 : flat.length - 1) : (active + step + flat.length) % flat.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openHit(activeHit ?? flat[0]!);
    }
  };

  const tooShort = text.trim().length > 0 && text.trim().length < LIMITS.staffSearchMin;
  const invalid = ready ? validationDetails(search.error)[0] : undefined;
  return (
    <Stack gap="sm">
      <TextInput
        label={t('label')}
        description={t('hint')}
        placeholder={t('placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        maxLength={LIMITS.search}
        type="search"
        autoComplete="off"
        spellCheck={false}
        data-autofocus
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={flat.length > 0}
        aria-controls={listId}
        aria-activedescendant={activeHit ? optionId(activeHit) : undefined}
        error={invalid ? t(messageKeys(invalid.message, { namespace: 'search' })) : undefined}
        data-testid="staff-search-input"
      />
      <VisuallyHidden role="status" aria-live="polite">
        {result && !search.isFetching ? t('count', { count: flat.length }) : ''}
      </VisuallyHidden>
      {tooShort ? (
        <Text size="sm" c="dimmed">
          {t('tooShort', { min: LIMITS.staffSearchMin })}
        </Text>
      ) : null}
      {ready && search.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label={t('loading')} />
        </Center>
      ) : null}
      {ready && search.isError && !invalid ? <ErrorState error={search.error} onRetry={() => void search.refetch()} /> : null}
      {result && flat.length === 0 && !search.isFetching ? (
        <Alert color="gray" variant="light" data-testid="staff-search-empty">
          <Text size="sm">{t('empty', { q: debounced })}</Text>
          <Text size="sm" c="dimmed">
            {t('searchedIn', { kinds: result.kinds.map((kind) => t(`kinds.${kind}`)).join(', ') })}
          </Text>
        </Alert>
      ) : null}
      <Box role="listbox" id={listId} aria-label={t('results')} aria-busy={search.isFetching} className={classes.list} hidden={flat.length === 0}>
        {groups.map((group) => (
          <HitGroup
            key={group.kind}
            kind={group.kind}
            hits={group.hits}
            headingId={`${baseId}-${group.kind}`}
            optionId={optionId}
            activeKey={activeHit?.key}
            onHover={(hit) => setActive(flat.indexOf(hit))}
            onOpen={openHit}
          />
        ))}
      </Box>
    </Stack>
  );
}

const emptyHits = (): Record<StaffSearchKind, SearchHit[]> => ({ customers: [], bookings: [], invoices: [], receipts: [], vouchers: [] });

/** One kind's hits under its heading: a group of options of the list box. */
function HitGroup(props: {
  kind: StaffSearchKind;
  hits: SearchHit[];
  headingId: string;
  optionId: (hit: SearchHit) => string;
  activeKey: string | undefined;
  onHover: (hit: SearchHit) => void;
  onOpen: (hit: SearchHit) => void;
}) {
  const { t } = useTranslation('search');
  return (
    <div role="group" aria-labelledby={props.headingId} className={classes.group}>
      <div id={props.headingId} role="presentation" className={classes.heading}>
        {t(`kinds.${props.kind}`)}
      </div>
      {props.hits.map((hit) => (
        // NOTE: the options are not focusable: focus stays in the field, which points at the marked one (aria-activedescendant).
        <div
          key={hit.key}
          id={props.optionId(hit)}
          role="option"
          aria-selected={hit.key === props.activeKey}
          className={classes.option}
          onMouseMove={() => props.onHover(hit)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => props.onOpen(hit)}
          data-testid={`staff-search-hit-${hit.key}`}
        >
          <Text size="sm" fw={500} className={classes.title}>
            {hit.title}
          </Text>
          <Text size="xs" c="dimmed" className={classes.detail}>
            {hit.detail}
          </Text>
        </div>
      ))}
    </div>
  );
}
