export { drawHealthFormPdf, renderHealthFormPdf } from './health-form-pdf.ts';
export { deleteHealthFormsOfUser, usersWithHealthForm } from './health-forms.repo.ts';
