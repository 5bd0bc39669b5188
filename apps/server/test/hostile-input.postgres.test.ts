import { describeHostileInput } from './hostile-input-suite.ts';

describeHostileInput('postgres');
