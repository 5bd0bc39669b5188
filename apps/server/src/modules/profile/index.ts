export { acceptTerms, latestTermsAcceptance } from './profile.repo.ts';
