// Every test file hashes new passwords at test mode's cost, as the browser suite's server does: the
// tests sign in and register thousands of times, and at the real cost each hash takes tens of
// milliseconds of a core. Verification reads each hash's own cost, and passwords.test.ts checks the
// real cost itself.
import { TEST_MODE_PASSWORD_COST, setPasswordCost } from '../features/auth/passwords';

setPasswordCost(TEST_MODE_PASSWORD_COST);
