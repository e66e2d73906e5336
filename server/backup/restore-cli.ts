import { loadDotEnv, loadEnv } from "../env";
import { restoreCommand } from "./backup-commands";

loadDotEnv();
const result = await restoreCommand(process.argv[2], loadEnv());
(result.code === 0 ? console.log : console.error)(result.output);
process.exitCode = result.code;
