// The password and its confirmation, as registration's credentials screen and the password
// reset's variant of it ask for them (docs/product/registration.md, screen 5): the rules in a
// tooltip that tick as the password is typed, paste and undo blocked (PasswordField).

import { defineMessages } from '#domain/shared/define-messages';
import { passwordChecks, limits } from '#domain/shared/field-rules';
import type { FieldProblem } from '#web/components/fields/field-error.tsx';
import { PasswordField } from '#web/components/fields/password-field.tsx';
import { RuleTooltip, useRuleTooltip } from '#web/components/fields/rule-tooltip.tsx';
import { useText } from '#web/language/use-text.ts';

const confirmText = defineMessages({
  placeholder: {
    id: 'self-service.confirmPasswordPlaceholder',
    defaultMessage: 'Re-enter password',
    description: 'Shown in the empty confirmation box under the password.',
  },
});

export type NewPasswordField = 'password' | 'confirmPassword';

interface NewPasswordFieldsProps {
  /** 'Password' and 'Confirm Password'; the reset's 'New Password' and 'Confirm New Password'. */
  labels: Record<NewPasswordField, string>;
  values: Record<NewPasswordField, string>;
  errors: Record<NewPasswordField, FieldProblem>;
  onChange(field: NewPasswordField, value: string): void;
  onTouch(field: NewPasswordField): void;
}

export function NewPasswordFields({
  labels,
  values,
  errors,
  onChange,
  onTouch,
}: NewPasswordFieldsProps) {
  const text = useText();
  const passwordTip = useRuleTooltip();
  return (
    <>
      <div className="rule-tooltip-anchor">
        <PasswordField
          id="password"
          name="password"
          label={labels.password}
          autoComplete="new-password"
          maxLength={limits.passwordMax}
          value={values.password}
          required
          error={errors.password}
          {...passwordTip.fieldProps}
          onChange={(event) => onChange('password', event.target.value)}
          onBlur={() => {
            passwordTip.fieldProps.onBlur();
            onTouch('password');
          }}
        />
        <RuleTooltip {...passwordTip.tooltipProps} rules={passwordChecks(values.password)} />
      </div>
      <PasswordField
        id="confirmPassword"
        name="confirmPassword"
        label={labels.confirmPassword}
        placeholder={text.formatMessage(confirmText.placeholder)}
        autoComplete="new-password"
        maxLength={limits.passwordMax}
        value={values.confirmPassword}
        required
        error={errors.confirmPassword}
        onChange={(event) => onChange('confirmPassword', event.target.value)}
        onBlur={() => onTouch('confirmPassword')}
      />
    </>
  );
}
