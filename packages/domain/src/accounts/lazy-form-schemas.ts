/**
 * Form schemas fetched on demand (@brf/ui's LazySchema): a page whose form starts empty does not
 * carry zod and the schema in its code; they arrive with the person's first interaction.
 */
export const lazyLoginFormSchema = {
  load: () => import('./password-forms.ts').then((module) => module.loginFormSchema),
};
