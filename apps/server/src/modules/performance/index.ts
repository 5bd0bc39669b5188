import { defineModule } from '../../core/app-module.ts';

/** The 12-month performance report (planners and above). */
export const performanceModule = defineModule({
  name: 'performance',
});
