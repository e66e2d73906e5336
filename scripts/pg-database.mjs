// Creates or drops a PostgreSQL database: node scripts/pg-database.mjs create|drop <server-url> <name>
import pg from "pg";

const [action, serverUrl, name] = process.argv.slice(2);
if (!["create", "drop"].includes(action) || !serverUrl || !/^[a-z_][a-z0-9_]*$/.test(name ?? "")) {
  console.error("usage: node scripts/pg-database.mjs create|drop <server-url> <name>");
  process.exit(2);
}
const url = new URL(serverUrl);
url.pathname = "/postgres";
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
try {
  await client.query(action === "create" ? `create database ${name}` : `drop database if exists ${name} with (force)`);
} finally {
  await client.end();
}
