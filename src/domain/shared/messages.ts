// Every text of SPEC.md that both the browser and the server need, quoted exactly.
// Texts with a placeholder are functions so the phone number comes from configuration.

export const messages = {
  genericError: 'It looks like something went wrong on our end. Please try again.',
  sessionTimeoutTitle: 'Session Timeout',
  sessionTimeoutBody: 'Due to inactivity on the page, your session has expired.',
  accountLocked: 'Your account is locked.',
  pageNotFound: 'Page not found',
  cookieNotice:
    'We use performance and functionality cookies to provide a more personalized experience on our site.',
  allFieldsRequired: 'All fields are required.',
  registrationCompleted: 'Your registration is completed!',
  /** The employer's code screen heading (SPEC.md section 2, screen 4), and OTPCODESENT's name. */
  codeSent: 'We sent you a verification code.',
  /** The server's not-validated sentence (DESIGN.md section 6), matched by the browser. */
  notValidated:
    'We could not validate your account based on the information provided. Please try again.',
  /** What the browser shows for the first not-validated answer in a row (SPEC.md section 4). */
  cannotVerify:
    'We cannot verify your account based on the information provided. Please try again.',
} as const;

/** When the call centre answers: said wherever the portal sends someone to call. */
export const supportHours = "We're available to help Monday to Friday, 7am to 7pm CST.";

export function defaultAlertBody(phone: string): string {
  return `Please call ${phone} for assistance. ${supportHours}`;
}

/** Field messages of SPEC.md section 5. */
export const fieldMessages = {
  firstName: 'Please enter a valid first name.',
  lastName: 'Please enter a valid last name.',
  dateOfBirth: 'Please enter the date of birth as MM/DD/YYYY (e.g. 05/01/1952).',
  ssnLast4: 'Please enter the last 4 digits of Social Security Number or TIN.',
  ssnFull: 'Please enter full Social Security Number or TIN.',
  clientId: 'Please enter a valid Client ID.',
  policyAccountNo: 'Please enter a valid policy or account number.',
  phoneNumber: 'Please enter a valid mobile phone number.',
  emailAddress: 'Please enter a valid email address.',
  userName: 'Please enter a valid user name.',
  password: 'Please enter a valid password.',
  confirmPassword: 'Please re-enter new password.',
  passwordsDoNotMatch: 'Passwords entered do not match.',
  zipCode: 'Please enter a valid zip code.',
  verificationCode: 'Please enter a valid code.',
  phoneHint: 'Please enter your Mobile phone number with ten digits',
} as const;
