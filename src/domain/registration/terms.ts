// The terms and conditions of the review screen (SPEC.md section 2, screen 6), versioned:
// the account records the version it accepted.

export interface Terms {
  version: string;
  title: string;
  paragraphs: string[];
}

export const employeeTerms: Terms = {
  version: 'employee-2026-01',
  title: 'Terms and conditions for employees',
  paragraphs: [
    'These terms govern your use of the online benefits account that your employer offers through us. By submitting, you agree to them.',
    'To set up and protect your account we collect and keep the following personal data: your first and last name, your Social Security Number (only in a protected, non-reversible form), your date of birth, your e-mail address and your ZIP code.',
    'We use this data to confirm your identity against the records your employer provides, to send you one-time codes and notices about your account, and to show you your coverage, claims, leave and payments. We do not sell it.',
    'Keep your user name and password to yourself. Tell us at once if you think someone else knows them. We will never ask for your password by phone or e-mail.',
    'We may lock your account after repeated unsuccessful attempts to log in or to prove your identity, to protect you. You can unlock it by resetting your password or by calling us.',
    'Information shown online is a summary. Your group policy and certificate set out the complete terms of your coverage.',
  ],
};

export const employerTerms: Terms = {
  version: 'employer-2026-01',
  title: 'Terms and conditions for employers',
  paragraphs: [
    'These terms govern the online account your organisation uses to administer its group benefits with us. By submitting, you agree to them on your organisation’s behalf.',
    'To set up and protect your account we collect and keep the following personal data about you: your name, your date of birth and your e-mail address.',
    'Through this account you will see personal data of your employees. You may use it only for your human resources and benefits administration duties, share it only with people who need it for those duties, and must keep it confidential.',
    'Keep your user name and password to yourself and tell us at once if you think someone else knows them.',
  ],
};
