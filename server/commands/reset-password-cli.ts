import { loadDotEnv, loadEnv } from "../env";
import { resetPasswordCommand } from "./reset-password-command";

loadDotEnv();
const result = await resetPasswordCommand(process.argv[2], loadEnv());
(result.code === 0 ? console.log : console.error)(result.output);
process.exitCode = result.code;
