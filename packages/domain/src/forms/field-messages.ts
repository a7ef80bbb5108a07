// spec/projects.md 5: the generic messages of the project and quote forms.
export const INVALID_INPUT = 'Invalid input';

export const requiredMessage = (label: string) => `${label} is required`;
export const minLengthMessage = (label: string, n: number) => `${label} must be at least ${n} characters`;
export const maxLengthMessage = (label: string, n: number) => `${label} must be no more than ${n} characters`;
export const minValueMessage = (label: string, n: number) => `${label} must be at least ${n}`;
export const maxValueMessage = (label: string, n: number) => `${label} must be no more than ${n}`;
export const patternMessage = (label: string) => `${label} format is invalid`;
