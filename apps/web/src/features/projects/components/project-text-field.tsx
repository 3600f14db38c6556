import { FormTextField, type FormTextFieldProps } from '../../../components/form/form-text-field';
import type { ProjectFormValues } from '../project-form';

/** A text field bound to the project form of the surrounding `FormProvider`, as wide as its grid cell gives it. */
export function ProjectTextField(props: FormTextFieldProps<ProjectFormValues>) {
  return <FormTextField fullWidth={false} {...props} />;
}
