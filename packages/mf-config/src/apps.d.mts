export declare const appPorts: {
  shell: number;
  'mf-accounts': number;
  'mf-projects': number;
  'mf-quotes': number;
  'mf-messaging': number;
  'mf-admin': number;
};
export declare const remoteNames: {
  'mf-accounts': string;
  'mf-projects': string;
  'mf-quotes': string;
  'mf-messaging': string;
  'mf-admin': string;
};
