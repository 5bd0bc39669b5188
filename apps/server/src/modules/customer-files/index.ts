export { customerFileCounts, deleteFilesOfUser, listCustomerFilesWithContent } from './customer-files.repo.ts';
