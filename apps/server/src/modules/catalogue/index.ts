export { therapyLabelKey } from './catalogue.repo.ts';
