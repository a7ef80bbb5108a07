import { Field, type FieldProps } from '@brf/ui';

type CredentialFieldProps = Omit<FieldProps, 'type' | 'autoComplete' | 'required'>;

/** The e-mail an account signs in with. */
export function EmailField(props: CredentialFieldProps) {
  return <Field type="email" autoComplete="email" required {...props} />;
}

/** A password: the one signed in with ('current-password') or one being chosen ('new-password'). */
export function PasswordField({
  autoComplete,
  ...props
}: CredentialFieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  return <Field type="password" autoComplete={autoComplete} required {...props} />;
}
