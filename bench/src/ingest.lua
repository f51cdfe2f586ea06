-- The product API under load, for wrk (activity.ts runs it): each request reports for the next
-- reporter in turn (WRK_REPORTERS: a file of "token location serial" lines), with an externalId of
-- its own under the run's prefix (WRK_RUN), so the stored requests of a run can be counted after,
-- for the next service of WRK_SERVICES. Only 201s count as created; every other status is counted apart.
-- Prints one JSON line: requests, 201s, other statuses (and how many of each: a 429 is the rate
-- limit, a 503 the event-loop protection), socket errors and latency percentiles (ms).

local reporters = {}
for line in io.lines(os.getenv("WRK_REPORTERS")) do
  local token, location, serial = line:match("(%S+) (%S+) (%S+)")
  reporters[#reporters + 1] = { token = token, location = location, serial = serial }
end
local run = os.getenv("WRK_RUN")
-- The services reported, in turn (WRK_SERVICES, space-separated): each needs a feature check.
local services = {}
for service in os.getenv("WRK_SERVICES"):gmatch("%S+") do services[#services + 1] = service end
local threads = {}

function setup(thread)
  thread:set("id", #threads + 1)
  threads[#threads + 1] = thread
end

-- Globals, so that done() can read each thread's counts with thread:get().
sent, created, other = 0, 0, 0
statuses = {}

function request()
  sent = sent + 1
  local reporter = reporters[(sent % #reporters) + 1]
  local status = (sent % 10 == 0) and "failed" or ((sent % 25 == 0) and "review" or "success")
  local body = string.format(
    '{"externalId":"%s-%d-%d","status":"%s","startedAt":"%s","service":"%s","locationId":%s,"deviceSerial":"%s"}',
    run, id, sent, status, os.date("!%Y-%m-%dT%H:%M:%SZ", os.time() - 2), services[(sent % #services) + 1],
    reporter.location, reporter.serial)
  return wrk.format("POST", "/ingest/requests",
    { ["Content-Type"] = "application/json", ["Authorization"] = "Bearer " .. reporter.token }, body)
end

function response(status)
  if status == 201 then
    created = created + 1
  else
    other = other + 1
    statuses[status] = (statuses[status] or 0) + 1
  end
end

function done(summary, latency)
  local created_total, other_total, by_status = 0, 0, {}
  for _, thread in ipairs(threads) do
    created_total = created_total + thread:get("created")
    other_total = other_total + thread:get("other")
    for status, n in pairs(thread:get("statuses")) do by_status[status] = (by_status[status] or 0) + n end
  end
  local others = {}
  for status, n in pairs(by_status) do others[#others + 1] = string.format('"%d":%d', status, n) end
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"created":%d,"otherStatuses":%d,"byStatus":{%s},"socketErrors":%d,' ..
    '"latencyMs":{"p50":%.2f,"p99":%.2f,"max":%.2f}}\n',
    summary.requests, summary.duration, created_total, other_total, table.concat(others, ","),
    errors.connect + errors.read + errors.write + errors.timeout,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000))
end
