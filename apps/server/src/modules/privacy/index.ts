import { defineModule } from '../../core/app-module.ts';
import { privacyRoutes } from './privacy.routes.ts';

// Drawn on a PDF worker (core/pdf-renderers.ts).
export { drawExportSummaryPdf } from './export-summary-pdf.ts';

/** The audit log viewer, and the export and erasure of a customer's data (revDSG). */
export const privacyModule = defineModule({
  name: 'privacy',
  async routes(app, ctx) {
    await app.register(privacyRoutes(ctx));
  },
});
