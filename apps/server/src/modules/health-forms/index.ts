export { drawHealthFormPdf, renderHealthFormPdf } from './health-form-pdf.ts';
export { deleteHealthFormsOfUser } from './health-forms.repo.ts';
