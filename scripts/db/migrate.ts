// npm run db:migrate            → apply pending migrations to DATABASE_URL (prisma migrate deploy)
// npm run db:migrate:new NAME   → write prisma/migrations/<stamp>_NAME from schema.prisma, then apply it
// tsx scripts/db/migrate.ts check → exit 1 if the migrations do not produce schema.prisma exactly
import "dotenv/config";
import { createMigration, deployMigrations, diffMigrationsToSchema } from "./schema-engine";

const [command = "deploy", name = "migration"] = process.argv.slice(2);

async function deploy() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("DATABASE_URL is not set: it names the database to migrate.");
    process.exit(1);
  }
  const applied = await deployMigrations(url);
  console.log(applied.length ? `applied ${applied.join(", ")}` : "database is up to date");
}

switch (command) {
  case "deploy":
    await deploy();
    break;
  case "dev": {
    const created = await createMigration(name);
    console.log(created ? `created prisma/migrations/${created}` : "schema unchanged; no migration created");
    if (process.env.DATABASE_URL) await deploy();
    break;
  }
  case "check": {
    const sql = await diffMigrationsToSchema();
    if (sql) {
      console.error("The migrations do not produce schema.prisma. Missing:\n" + sql);
      process.exit(1);
    }
    console.log("migrations match schema.prisma");
    break;
  }
  default:
    console.error(`unknown command ${command}: use deploy, dev NAME or check`);
    process.exit(1);
}
process.exit(0);
