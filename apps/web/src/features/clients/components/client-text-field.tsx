import { FormTextField, type FormTextFieldProps } from '../../../components/form/form-text-field';
import type { ClientFormValues } from '../client-form';

/** A text field bound to the client form of the surrounding `FormProvider`, as wide as its grid cell gives it. */
export function ClientTextField(props: FormTextFieldProps<ClientFormValues>) {
  return <FormTextField fullWidth={false} {...props} />;
}
