#include "preview/preview_server.h"

#include <httplib.h>

#include <sys/socket.h>

#include <cctype>
#include <chrono>

#include "preview/file_watch.h"
#include "preview/page_json.h"

namespace carc {

namespace {

/// The page may load only its own files and talk only to its own server.
constexpr const char* kPagePolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

void NotFound(httplib::Response& res) {
  res.status = 404;
  res.set_content("not found\n", "text/plain; charset=utf-8");
}

/// A route matching exactly `path` (routes are regular expressions).
std::string Literal(const std::string& path) {
  std::string pattern;
  for (char c : path) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '/') pattern += '\\';
    pattern += c;
  }
  return pattern;
}

/// Parses a route's decimal number (at most 9 digits, so it fits).
long long Number(const std::string& digits) { return std::stoll(digits); }

}  // namespace

PreviewServer::PreviewServer(PreviewOptions options) : options_(std::move(options)) {}

PreviewServer::~PreviewServer() { Stop(); }

std::string PreviewServer::url() const { return "http://127.0.0.1:" + std::to_string(port_) + "/"; }

long long PreviewServer::generation() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return snapshot_ ? snapshot_->generation : 0;
}

std::shared_ptr<const PreviewSnapshot> PreviewServer::snapshot() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return snapshot_;
}

Status PreviewServer::Start(Diagnostics* diags) {
  Status theme = LoadTheme(options_.theme, &theme_, diags);
  if (!theme.ok()) return theme.IsDiagnosed() ? Status::DiagnosedIo() : theme.As(Status::Kind::kIo);
  Status page = LoadPageAssets(options_.assets, &assets_);
  if (!page.ok()) return page;
  watch_ = std::make_unique<FileWatch>();
  if (!watch_->status().ok()) return watch_->status();
  Rebuild();

  http_ = std::make_unique<httplib::Server>();
  int threads = options_.threads;
  http_->new_task_queue = [threads] { return new httplib::ThreadPool(size_t(threads)); };
  http_->set_read_timeout(options_.timeout_seconds, 0);
  http_->set_write_timeout(options_.timeout_seconds, 0);
  http_->set_keep_alive_timeout(2);
  http_->set_payload_max_length(kMaxBody);
  // cpp-httplib's default also sets SO_REUSEPORT, with which a second server
  // on the same port would share it silently; a busy port must be an error.
  http_->set_socket_options([](int sock) {
    int yes = 1;
    setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
  });
  Route();
  if (options_.port == 0) {
    port_ = http_->bind_to_any_port("127.0.0.1");
  } else if (http_->bind_to_port("127.0.0.1", options_.port)) {
    port_ = options_.port;
  }
  if (port_ <= 0) {
    std::string port = options_.port ? std::to_string(options_.port) : "any port";
    return Status::Io("preview: cannot listen on 127.0.0.1:" + port +
                      " (in use? pick another with --port, or --port 0 for a free one)");
  }
  serving_ = std::thread([this] { http_->listen_after_bind(); });
  watching_ = std::thread([this] { Watch(); });
  return Status::Ok();
}

void PreviewServer::Stop() {
  if (stopping_.exchange(true)) return;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    changed_.notify_all();  // event streams end
  }
  if (watch_) watch_->Interrupt();
  if (watching_.joinable()) watching_.join();
  if (http_) http_->stop();
  if (serving_.joinable()) serving_.join();
}

void PreviewServer::Watch() {
  while (!stopping_.load()) {
    // A bounded wait, so that folders that come back are watched again.
    if (watch_->Wait(1000) && !stopping_.load()) Rebuild();
  }
}

void PreviewServer::Rebuild() {
  std::shared_ptr<const PreviewSnapshot> last = snapshot();
  auto next = std::make_shared<PreviewSnapshot>(
      BuildSnapshot(options_.tileset, theme_, last ? last->generation + 1 : 1, last.get()));
  watch_->SetFiles(next->watched);
  std::lock_guard<std::mutex> lock(mutex_);
  snapshot_ = std::move(next);
  changed_.notify_all();
}

long long PreviewServer::WaitForBuild(long long seen, int timeout_ms) {
  std::unique_lock<std::mutex> lock(mutex_);
  changed_.wait_for(lock, std::chrono::milliseconds(timeout_ms), [&] {
    return stopping_.load() || (snapshot_ && snapshot_->generation != seen);
  });
  if (stopping_.load()) return -1;
  return snapshot_ ? snapshot_->generation : 0;
}

std::shared_ptr<const SimulationResult> PreviewServer::RunFor(const PreviewSnapshot& s) {
  std::lock_guard<std::mutex> lock(run_mutex_);
  if (run_generation_ != s.pictures_generation) {
    run_ = std::make_shared<SimulationResult>(PreviewRun(*s.set, options_.run));
    run_generation_ = s.pictures_generation;
  }
  return run_;
}

void PreviewServer::Route() {
  Screen();
  RoutePage();
  RoutePictures();
  RouteEvents();
  http_->set_error_handler([](const httplib::Request&, httplib::Response& res) {
    if (res.body.empty()) res.set_content(std::to_string(res.status) + "\n", "text/plain; charset=utf-8");
  });
}

void PreviewServer::Screen() {
  http_->set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
    if (req.headers.size() > kMaxHeaders) {
      res.status = 431;
      res.set_content("too many headers\n", "text/plain; charset=utf-8");
      return httplib::Server::HandlerResponse::Handled;
    }
    // Only this machine's names for the server: a page elsewhere that points
    // its own host name at 127.0.0.1 (DNS rebinding) is refused.
    std::string host = req.get_header_value("Host"), port = ":" + std::to_string(port_);
    if (host != "127.0.0.1" + port && host != "localhost" + port) {
      res.status = 403;
      res.set_content("forbidden\n", "text/plain; charset=utf-8");
      return httplib::Server::HandlerResponse::Handled;
    }
    // No compression: on loopback, Debian's cpp-httplib's brotli spent more
    // CPU on the pictures and the state than all the rest of a save (perf).
    // The request is the server's own object; only handlers see it const.
    const_cast<httplib::Request&>(req).headers.erase("Accept-Encoding");
    return httplib::Server::HandlerResponse::Unhandled;
  });
}

void PreviewServer::RoutePage() {
  for (const auto& entry : assets_) {
    const PageAsset* asset = &entry.second;
    http_->Get(Literal(entry.first), [asset](const httplib::Request&, httplib::Response& res) {
      res.set_header("Cache-Control", "no-cache");
      res.set_header("X-Content-Type-Options", "nosniff");
      if (asset->type.rfind("text/html", 0) == 0) res.set_header("Content-Security-Policy", kPagePolicy);
      res.set_content(asset->body, asset->type.c_str());
    });
  }
  http_->Get("/state.json", [this](const httplib::Request&, httplib::Response& res) {
    res.set_header("Cache-Control", "no-store");
    res.set_content(StateJson(*snapshot()), "application/json");
  });
}

void PreviewServer::RoutePictures() {
  http_->Get(R"(/(tile|back)/(\d{1,9})/(\d{1,6})\.svg)", [this](const httplib::Request& req,
                                                                 httplib::Response& res) {
    auto s = snapshot();
    size_t index = size_t(Number(req.matches[3]));
    // The URL names the build that drew it, so a picture once served never changes.
    if (index >= s->tiles.size() || Number(req.matches[2]) != s->tiles[index].drawn) return NotFound(res);
    const PreviewTile& t = s->tiles[index];
    res.set_header("Cache-Control", "max-age=3600, immutable");
    res.set_header("X-Content-Type-Options", "nosniff");
    res.set_content(req.matches[1] == "tile" ? t.front_svg : t.back_svg, "image/svg+xml");
  });
  http_->Get(R"(/detail/(\d{1,9})/(\d{1,6})\.json)", [this](const httplib::Request& req,
                                                           httplib::Response& res) {
    auto s = snapshot();
    size_t index = size_t(Number(req.matches[2]));
    if (Number(req.matches[1]) != s->pictures_generation || index >= s->tiles.size()) return NotFound(res);
    std::shared_ptr<const SimulationResult> run;
    if (s->set && !s->set->tiles.empty()) run = RunFor(*s);
    res.set_header("Cache-Control", "no-store");
    res.set_content(DetailJson(*s, index, run.get()), "application/json");
  });
}

void PreviewServer::RouteEvents() {
  http_->Get("/events", [this](const httplib::Request&, httplib::Response& res) {
    if (streams_.fetch_add(1) >= options_.max_event_streams) {
      streams_.fetch_sub(1);
      res.status = 503;
      res.set_header("Retry-After", "5");
      res.set_content("too many open pages\n", "text/plain; charset=utf-8");
      return;
    }
    res.set_header("Cache-Control", "no-store");
    long long seen = -2;  // the first call tells the page the current build at once
    res.set_chunked_content_provider(
        "text/event-stream",
        [this, seen](size_t, httplib::DataSink& sink) mutable {
          long long now = seen == -2 ? generation() : WaitForBuild(seen, options_.heartbeat_ms);
          if (now < 0) return false;  // stopping: the stream ends
          std::string message = now == seen ? std::string(": still here\n\n")
                                            : "event: build\ndata: " + std::to_string(now) + "\n\n";
          seen = now;
          return sink.write(message.data(), message.size());
        },
        [this](bool) { streams_.fetch_sub(1); });
  });
}

}  // namespace carc
