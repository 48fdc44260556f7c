// The CV feature's public entry for other features (the settings page's privacy choice).
export { useCvSettings, useUpdateCvSettings } from './api';
