/**
 * Events and numbers (issue 14). Webhook endpoints with their signing
 * secrets; the outbox of deliveries, one row per event and endpoint,
 * written in the transaction of the change (the partial index serves the
 * workers' claims, the other one the deliveries list); the expiries of
 * marketing codes already announced. And the statistics as daily
 * aggregate counters: per code, day, platform and country bucket (`''`
 * when unknown), and per label, day, language served and format served.
 * No IP address, user agent, cookie or anything per visitor is stored.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

const statements: ReadonlyArray<string> = [
  `CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL,
  url text NOT NULL,
  events text[] NOT NULL,
  description text,
  secret text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  disabled_reason text,
  consecutive_failures integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
)`,
  "CREATE INDEX webhook_endpoints_workspace_idx ON webhook_endpoints (workspace_id, created_at, id)",
  `CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  webhook_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  workspace_id uuid NOT NULL,
  event_id text NOT NULL,
  event_type text NOT NULL,
  body text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  response_code integer,
  duration_ms integer,
  error text,
  last_attempt_at timestamptz,
  next_attempt_at timestamptz,
  created_at timestamptz NOT NULL
)`,
  "CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'",
  "CREATE INDEX webhook_deliveries_webhook_idx ON webhook_deliveries (webhook_id, created_at DESC, id DESC)",
  `CREATE TABLE qr_code_expiry_events (
  code_id uuid NOT NULL,
  workspace_id uuid NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (code_id, expires_at)
)`,
  `CREATE TABLE qr_code_daily_scans (
  code_id uuid NOT NULL,
  workspace_id uuid NOT NULL,
  day date NOT NULL,
  platform text NOT NULL CHECK (platform IN ('ios', 'android', 'other')),
  country text NOT NULL CHECK (country = '' OR country ~ '^[A-Z]{2}$'),
  scans bigint NOT NULL,
  PRIMARY KEY (code_id, day, platform, country)
)`,
  `CREATE TABLE label_daily_views (
  label_id uuid NOT NULL,
  workspace_id uuid NOT NULL,
  day date NOT NULL,
  language text NOT NULL,
  format text NOT NULL,
  views bigint NOT NULL,
  PRIMARY KEY (label_id, day, language, format)
)`
]

/** Creates the webhook, outbox and statistics tables, one statement at a time. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of statements) yield* sql.unsafe(statement)
})
