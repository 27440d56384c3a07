# The two commands of the README: `make serve` and `make test`. Both work on a fresh machine with
# Node 20 and npm (and Debian's apt for the browser the tests drive).
SHELL := /bin/bash
export GATSBY_TELEMETRY_DISABLED := 1
export NEXT_TELEMETRY_DISABLED := 1
PORT ?= 9000
CHROMIUM ?= /usr/bin/chromium

.PHONY: serve build build-all-features test deps chromium system-deps typecheck lint format-check unit e2e typegen-check build-gates test-develop clean bench bundle

# Dependencies are installed from the lock file when missing or older than it.
node_modules/.package-lock.json: package-lock.json package.json
	npm ci --no-audit --no-fund
	@touch $@

deps: node_modules/.package-lock.json

build: deps
	npm run build

# The all-features test build: the FlowG site with every theme behaviour on
# (e2e/fixtures/site.all-features.ts), in its own folder for e2e/all-features/.
build-all-features: deps
	FLOWG_SITE_CONFIG=e2e/fixtures/site.all-features.ts npm run build
	rm -rf public-all-features
	mv public public-all-features

serve: build
	node scripts/serve.mjs --port $(PORT)

# The offline bundle: dist/flowg-docs-<version>.tar.gz, the build with a server that needs Node
# only (scripts/bundle.ts; README: Deploy).
bundle: build
	npx vite-node scripts/bundle.ts

# Debian packages the tests run: Chromium (Playwright cannot download its own browser on this
# network), nginx (the self-hosting configuration is served for real) and Java (the W3C checker).
APT_INSTALL = SUDO=$$( [ "$$(id -u)" -eq 0 ] || echo sudo ); \
	$$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq

chromium:
	@if [ ! -x "$(CHROMIUM)" ]; then \
		echo "Installing Debian's chromium (needs root)..."; \
		$(APT_INSTALL) chromium; \
	fi

system-deps: chromium
	@missing=""; \
	[ -x /usr/sbin/nginx ] || missing="$$missing nginx"; \
	command -v java >/dev/null || missing="$$missing default-jre-headless"; \
	if [ -n "$$missing" ]; then \
		echo "Installing Debian's$$missing (needs root)..."; \
		$(APT_INSTALL) $$missing; \
	fi

typecheck: deps
	npx tsc --noEmit

lint: deps
	npx eslint . --max-warnings=0
	for workflow in .github/workflows/*.yml; do npx action-validator "$$workflow" || exit 1; done

format-check: deps
	npx prettier --check .

unit: deps
	npx vitest run

# GraphQL Typegen writes src/gatsby-types.d.ts during the build; the committed copy must match.
typegen-check:
	@git diff --quiet -- src/gatsby-types.d.ts || { echo "src/gatsby-types.d.ts changed during the build: commit the regenerated types."; git --no-pager diff --stat -- src/gatsby-types.d.ts; exit 1; }

# Checks that read the build (tests/build/): valid HTML (html-validate and the W3C Nu checker),
# page weight, and every URL served with 200 by the GitHub Pages-rules server and by nginx.
build-gates: deps system-deps
	npx vitest run --config vitest.build.config.ts

e2e: deps chromium
	npx playwright test

# `gatsby develop` on a copy of the project: every kind of content edit shows in GraphQL and on
# the open page without a restart (tests/develop/; timings in test-results/develop-timings.json).
test-develop: deps chromium
	npx vitest run --config vitest.develop.config.ts

# Each step is timed (scripts/timed-step.mjs); the summary ends with where the time went. The
# checks that read only the sources run side by side (-j4): tsc, ESLint, Prettier and Vitest are
# each mostly single-threaded.
STEP = @node scripts/timed-step.mjs
test:
	@rm -rf test-results/summary
	$(STEP) "install (npm ci when needed, apt packages when missing)" -- $(MAKE) --no-print-directory deps system-deps
	$(STEP) "types, lint, format and unit tests (in parallel)" -- $(MAKE) --no-print-directory -j4 --output-sync=target typecheck lint format-check unit
	$(STEP) "all-features build" -- $(MAKE) --no-print-directory build-all-features typegen-check
	$(STEP) "FlowG build" -- $(MAKE) --no-print-directory build typegen-check
	$(STEP) "build gates (W3C, page weight, hosts)" -- $(MAKE) --no-print-directory build-gates
	$(STEP) "browser tests" -- $(MAKE) --no-print-directory e2e
	@node scripts/test-summary.mjs

# Page weight, Lighthouse (median of 3), cold build time and memory: see bench/run.ts.
# BENCH_ARGS="--no-build" reuses the current build.
bench: deps chromium
	npx vite-node bench/run.ts $(BENCH_ARGS)

clean:
	rm -rf .cache public public-all-features test-results playwright-report dist
