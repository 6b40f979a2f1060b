#!/usr/bin/env bash
# `npm test`: every test layer, installing what is missing first.
#
#   install     npm install (see .ci/run for why not npm ci); Chromium and a font from apt when absent
#               (.npmrc's engine-strict: a package that excludes this Node fails the install)
#   engines     npm run check:engines: every installed package also fits every Node line
#               package.json's engines.node admits (production runs a newer LTS than CI)
#   typecheck   tsc --noEmit
#   deps        npm run lint:deps: the import rules of .dependency-cruiser.cjs (no import circle;
#               app -> components -> lib/<domain> -> lib/db; domains never import the HTTP edge)
#   vitest      unit + api projects (api on in-memory SQLite)
#   build       npm run build (generated images + next build); SKIP_BUILD=1 skips it
#   e2e         Playwright against the production build, desktop and mobile viewports
#   load        the mixed shopper workload (bench/load.ts) for 10 s at 1 shopper/s against the
#               same build, on its own port (3410) and database (data/bench-load.db); any error fails it
#   cluster     two instances of the build behind nginx on PostgreSQL and Redis (tests/cluster):
#               cross-instance cache, search, rolling restart, database loss, shared limits;
#               and one `npm start` on SQLite (tests/cluster/restart.test.ts): SIGTERM with
#               requests in flight, production's refusal to start.
#               A page's HEAD against its GET on one instance (tests/cluster/head.test.ts).
#               Needs PostgreSQL, Redis and nginx (installed from apt when missing); without
#               PostgreSQL or Redis it is skipped, or fails under REQUIRE_POSTGRES / REQUIRE_REDIS.
#   api-pg      the api project again on PostgreSQL (TEST_DATABASE_URL, default
#               postgres://127.0.0.1:5432/test), when a server answers there.
#               REQUIRE_POSTGRES=1 (CI) turns "no server" into a failure; SKIP_POSTGRES=1 skips.
#   redis       not a stage of its own: the tests that need Redis (tests/api/*.redis.test.ts,
#               at TEST_REDIS_URL, default redis://127.0.0.1:6379) run in vitest and api-pg
#               when Redis answers there; otherwise they are left out and the summary says
#               "SKIPPED: no Redis". REQUIRE_REDIS=1 (CI) turns that into a failure.
#
# Every stage runs even when an earlier one failed (except e2e after a failed build),
# a summary line per stage is printed at the end, and any failure exits non-zero.
set -euo pipefail

cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
export DEBIAN_FRONTEND=noninteractive

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
PG_URL="${TEST_DATABASE_URL:-postgres://127.0.0.1:5432/test}"
export TEST_REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"
REDIS_TESTS='tests/api/**/*.redis.test.ts'

summary=()
failed=0
failed_stages=()
started_all=$SECONDS
# Each stage's output is kept too, so the end of the run can repeat the failures' last
# lines just above the summary (CI shows the end of a long log first).
stage_logs=$(mktemp -d)
trap 'rm -rf "$stage_logs"' EXIT

header() {
  printf '\n==================== %s ====================\n' "$1"
}

record() { # name status seconds [note]
  local line
  line=$(printf '%-10s %-7s %4ss' "$1" "$2" "$3")
  [[ -n "${4:-}" ]] && line="$line  ($4)"
  summary+=("$line")
  [[ "$2" == FAIL ]] && failed=1
  return 0
}

# stage NAME COMMAND... : runs the command, records PASS/FAIL and its duration.
# (Called in an if/|| context, where set -e is off: functions it runs must check
# their own steps.)
stage() {
  local name=$1; shift
  header "$name: $*"
  local start=$SECONDS status=0
  # (A pipe runs the command in a subshell: a stage must not set what later ones read.)
  "$@" 2>&1 | tee "$stage_logs/$name.log"
  status=${PIPESTATUS[0]}
  if [[ $status -eq 0 ]]; then
    record "$name" PASS $((SECONDS - start))
  else
    echo "!!! $name failed (exit $status)" >&2
    record "$name" FAIL $((SECONDS - start)) "exit $status"
    failed_stages+=("$name")
  fi
  return $status
}

print_summary() {
  local name
  for name in "${failed_stages[@]}"; do
    header "$name failed: its last lines"
    # Colour codes out, so the lines read plainly in any log viewer.
    tail -n 80 "$stage_logs/$name.log" 2>/dev/null | sed 's/\x1b\[[0-9;]*m//g'
  done
  header "summary ($((SECONDS - started_all)) s)"
  printf '%s\n' "${summary[@]}"
}

apt_install() {
  if [[ $(id -u) -ne 0 ]]; then
    echo "Missing system packages: $*. Install them with: sudo apt-get install -y $*" >&2
    return 1
  fi
  apt-get update -qq && apt-get install -y -qq --no-install-recommends "$@"
}

install_missing() {
  # Quick when node_modules already matches the lock file.
  npm install --no-audit --no-fund || return 1
  local packages=()
  if [[ ! -x "$CHROMIUM_PATH" ]]; then
    echo "$CHROMIUM_PATH is missing: installing Debian's chromium"
    packages+=(chromium)
  else
    echo "Chromium present: $CHROMIUM_PATH"
  fi
  if [[ ! -x /usr/sbin/nginx ]]; then
    echo "nginx is missing: installing Debian's nginx-light (the cluster stage puts it in front of two instances)"
    packages+=(nginx-light)
  fi
  if [[ ! -d /usr/share/fonts/truetype/dejavu ]]; then
    echo "No DejaVu fonts: installing fonts-dejavu-core (so text renders in screenshots)"
    packages+=(fonts-dejavu-core)
  fi
  if [[ ${#packages[@]} -gt 0 ]]; then
    apt_install "${packages[@]}" || return 1
  fi
  [[ -x "$CHROMIUM_PATH" ]] || { echo "Chromium is still missing at $CHROMIUM_PATH" >&2; return 1; }
}

# Does a PostgreSQL server answer at PG_URL and let us in? (exit 0 yes, 1 no)
postgres_answers() {
  if command -v pg_isready >/dev/null 2>&1; then
    local host port
    host=$(node -e 'const u=new URL(process.argv[1]);console.log(u.hostname||"127.0.0.1")' "$PG_URL")
    port=$(node -e 'const u=new URL(process.argv[1]);console.log(u.port||"5432")' "$PG_URL")
    pg_isready -q -h "$host" -p "$port" -t 5 || return 1
  fi
  # Connect for real (also checks the role and database), with a short timeout.
  node -e '
    const os = require("node:os");
    const { Client } = require("pg");
    const url = new URL(process.argv[1]);
    if (!url.username && !process.env.PGUSER && !process.env.USER) url.username = os.userInfo().username;
    const client = new Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
    client.connect().then(() => client.query("select 1")).then(() => client.end())
      .then(() => process.exit(0), (e) => { console.error("PostgreSQL: " + e.message); process.exit(1); });
  ' "$PG_URL"
}

# Does Redis answer PING at TEST_REDIS_URL? (exit 0 yes, 1 no)
redis_answers() {
  node -e '
    const { Redis } = require("ioredis");
    const redis = new Redis(process.argv[1], { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 5000, retryStrategy: () => null });
    redis.on("error", () => {});
    redis.connect().then(() => redis.ping()).then(() => { redis.disconnect(); process.exit(0); },
      (e) => { console.error("Redis: " + e.message); process.exit(1); });
  ' "$TEST_REDIS_URL"
}

# ---- install: nothing else can run without it ----
if ! stage install install_missing; then
  print_summary
  exit 1
fi

# ---- redis: are the tests that need it run? ----
header "redis"
without_redis_tests=()
if redis_answers; then
  echo "Redis answers at $TEST_REDIS_URL: $REDIS_TESTS run with vitest and api-pg"
else
  without_redis_tests=(--exclude "$REDIS_TESTS")
  if [[ "${REQUIRE_REDIS:-}" == 1 ]]; then
    echo "!!! REQUIRE_REDIS=1 but no Redis answers at $TEST_REDIS_URL" >&2
    record redis FAIL 0 "no Redis at $TEST_REDIS_URL: $REDIS_TESTS not run"
  else
    echo "*** SKIPPED: no Redis answers at $TEST_REDIS_URL: $REDIS_TESTS not run (set TEST_REDIS_URL, or REQUIRE_REDIS=1 to make this fatal)"
    record redis SKIPPED 0 "SKIPPED: no Redis at $TEST_REDIS_URL; $REDIS_TESTS not run"
  fi
fi

stage engines npm run --silent check:engines || true

stage typecheck npx tsc --noEmit || true

stage deps npm run --silent lint:deps || true

stage vitest env -u TEST_DATABASE_URL npx vitest run --project unit --project api "${without_redis_tests[@]}" || true

build_ok=1
if [[ "${SKIP_BUILD:-}" == 1 ]]; then
  header "build"
  echo "SKIP_BUILD=1: using the existing build in .next"
  record build SKIPPED 0 "SKIP_BUILD=1"
  [[ -f .next/BUILD_ID ]] || { echo "no build in .next" >&2; build_ok=0; }
else
  stage build npm run build || build_ok=0
fi

if [[ $build_ok -eq 1 ]]; then
  stage e2e npx playwright test || true
  stage load npx tsx --conditions=react-server bench/load.ts --seconds 10 --rate 1 --port 3410 || true
else
  header "e2e"
  echo "No usable production build: e2e and load not run"
  record e2e FAIL 0 "not run: no build"
  record load FAIL 0 "not run: no build"
fi

header "cluster"
if [[ $build_ok -ne 1 ]]; then
  record cluster FAIL 0 "not run: no build"
elif ! postgres_answers || ! redis_answers; then
  if [[ "${REQUIRE_POSTGRES:-}" == 1 || "${REQUIRE_REDIS:-}" == 1 ]]; then
    echo "!!! the cluster test needs PostgreSQL at $PG_URL and Redis at $TEST_REDIS_URL" >&2
    record cluster FAIL 0 "no PostgreSQL or Redis"
  else
    echo "*** SKIPPED: the cluster test needs PostgreSQL at $PG_URL and Redis at $TEST_REDIS_URL"
    record cluster SKIPPED 0 "no PostgreSQL or Redis"
  fi
else
  stage cluster env TEST_DATABASE_URL="$PG_URL" npx vitest run --project cluster || true
fi

header "api-pg"
if [[ "${SKIP_POSTGRES:-}" == 1 ]]; then
  echo "SKIP_POSTGRES=1: PostgreSQL pass skipped"
  record api-pg SKIPPED 0 "SKIP_POSTGRES=1"
elif postgres_answers; then
  echo "PostgreSQL answers at $PG_URL"
  stage api-pg env TEST_DATABASE_URL="$PG_URL" npx vitest run --project api "${without_redis_tests[@]}" || true
elif [[ "${REQUIRE_POSTGRES:-}" == 1 ]]; then
  echo "!!! REQUIRE_POSTGRES=1 but no PostgreSQL answers at $PG_URL" >&2
  record api-pg FAIL 0 "no PostgreSQL at $PG_URL"
else
  echo "*** SKIPPED: no PostgreSQL answers at $PG_URL (set TEST_DATABASE_URL, or REQUIRE_POSTGRES=1 to make this fatal)"
  record api-pg SKIPPED 0 "no PostgreSQL at $PG_URL"
fi

print_summary
if [[ $failed -ne 0 ]]; then
  echo "npm test: FAILED"
  exit 1
fi
echo "npm test: all stages passed"
