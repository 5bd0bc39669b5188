export { PRACTICE_SETTINGS_KEY, practiceSettingsFrom, readPracticeSettings } from './settings.repo.ts';
