export { activeTherapyCodes, therapyLabelKey } from './catalogue.repo.ts';
