import { loadDotEnv, loadEnv } from "../env";
import { backupCommand } from "./backup-commands";

loadDotEnv();
const result = await backupCommand(process.argv[2], loadEnv());
(result.code === 0 ? console.log : console.error)(result.output);
process.exitCode = result.code;
