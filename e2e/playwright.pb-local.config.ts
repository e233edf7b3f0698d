import base from './playwright.config';
export default {
  ...base,
  webServer: undefined,
  use: { ...base.use, baseURL: 'http://127.0.0.1:47321' },
  projects: base.projects?.map((p) => ({ ...p, use: { ...p.use, baseURL: 'http://127.0.0.1:47321' } })),
};
