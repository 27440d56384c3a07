# 1. Run FlowG v0.63.0: web UI and API on :5080, syslog on :5514/udp, and the
#    management port (health, metrics; no authentication) on this machine only.
#    The image runs as user 10001 and keeps its data in the flowg-data volume.
#    The v0.63.0 tag is an x86-64 image; on an ARM host use v0.63.0-linux-arm.
docker run -d --name flowg \
  -p 5080:5080 -p 127.0.0.1:9113:9113 -p 5514:5514/udp \
  -v flowg-data:/data \
  linksociety/flowg:v0.63.0

# 2. Wait until the server answers its health check (at most a minute)
for i in $(seq 60); do
  curl -sf http://127.0.0.1:9113/health >/dev/null && break
  sleep 1
done

# 3. Get a session token for the initial account (root / root: change it!).
#    On a first start /health answers a moment before that account is created,
#    so ask again until a token comes back.
for i in $(seq 10); do
  TOKEN=$(curl -s http://localhost:5080/api/v1/auth/login \
    -H 'Content-Type: application/json' \
    -d '{"username": "root", "password": "root"}' | jq -r '.token // empty')
  [ -n "$TOKEN" ] && break
  sleep 1
done

# 4. Send a first log line through the default pipeline
curl -s http://localhost:5080/api/v1/pipelines/default/logs/text \
  -H "Authorization: Bearer $TOKEN" -H 'Content-Type: text/plain' \
  --data-binary 'hello from the quick start'
