import base from '../playwright.config';
export default { ...base, testDir: '.', webServer: undefined, use: { ...base.use, baseURL: 'http://localhost:4611' } };
