// `carckit preview`'s server: an HTTP server on the loopback interface that
// serves the live page of one tile set, redraws the set whenever its spec,
// a spec of its `extends` chain or an art file changes, and tells every open
// page through server-sent events.
//
// Safe by construction: it listens on 127.0.0.1 only and answers only the
// page's own files (held in memory), the state, the set's pictures and a
// tile's details, by fixed routes; any other path, `..` or absolute ones
// included, is 404, and no request path reaches the file system. Requests
// are bounded (the request line and each header line by cpp-httplib, the
// header count by kMaxHeaders, bodies by kMaxBody), every
// connection has read and write timeouts, connections are served by a pool
// of threads, and event streams are capped below the pool's size, so one
// slow or silent client cannot stall the others.
#pragma once

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "art/theme.h"
#include "base/diagnostic.h"
#include "base/status.h"
#include "preview/page_assets.h"
#include "preview/snapshot.h"
#include "preview/tile_detail.h"

namespace httplib {
class Server;
}

namespace carc {

/// What `carckit preview` serves and how.
struct PreviewOptions {
  std::string tileset;  ///< the spec's path
  std::string theme = "default";  ///< the theme the tiles are drawn in
  int port = 0;         ///< 0 picks a free port
  int threads = 16;     ///< connections served at once
  int max_event_streams = 8;  ///< open event streams at once (the rest get 503)
  int timeout_seconds = 5;    ///< read and write timeout of every connection
  int heartbeat_ms = 15000;   ///< an event stream's keep-alive comment interval
  std::string assets;   ///< the page's folder; "" for templates/preview
  PreviewRunOptions run;  ///< the short simulate run of a tile's details
};

/// Most bytes of a request body (the page sends none).
constexpr size_t kMaxBody = 1024;
/// Most header fields of a request (a browser sends about 15); 431 beyond.
constexpr size_t kMaxHeaders = 64;

/// The preview server: Start, then Stop (or destroy).
class PreviewServer {
 public:
  /// A server for `options`; nothing runs before Start.
  explicit PreviewServer(PreviewOptions options);
  /// Stops it.
  ~PreviewServer();
  PreviewServer(const PreviewServer&) = delete;
  PreviewServer& operator=(const PreviewServer&) = delete;

  /// Loads the theme and the page, builds the first picture of the set
  /// (a spec with errors is shown as such, not refused), binds 127.0.0.1 and
  /// starts serving and watching. Io when the theme, the page, inotify or the
  /// port fails; the theme's own problems go to `diags`.
  Status Start(Diagnostics* diags);

  /// Stops watching and serving, ends the event streams and joins every thread.
  void Stop();

  /// The port it listens on (after Start).
  int port() const { return port_; }
  /// "http://127.0.0.1:PORT/".
  std::string url() const;

  /// The latest build's number.
  long long generation() const;
  /// The latest build.
  std::shared_ptr<const PreviewSnapshot> snapshot() const;

 private:
  /// Registers every route, and answers everything else with 404.
  void Route();
  /// Refuses requests with too many headers (431) or a foreign Host (403).
  void Screen();
  /// The page's own files and its state.
  void RoutePage();
  /// The tiles' faces and backs, and one tile's details.
  void RoutePictures();
  /// The event stream that announces every build.
  void RouteEvents();
  /// Rebuilds on every change of a watched file, until Stop.
  void Watch();
  /// Builds the set again and tells the event streams.
  void Rebuild();
  /// Waits until the build number passes `seen` or the server stops; the
  /// number then, or -1 when stopping.
  long long WaitForBuild(long long seen, int timeout_ms);
  /// The short run of the pictured set, run once per picture.
  std::shared_ptr<const SimulationResult> RunFor(const PreviewSnapshot& s);

  PreviewOptions options_;
  Theme theme_;
  PageAssets assets_;
  std::unique_ptr<httplib::Server> http_;
  std::unique_ptr<class FileWatch> watch_;
  std::thread serving_, watching_;
  int port_ = 0;
  std::atomic<bool> stopping_{false};
  std::atomic<int> streams_{0};

  mutable std::mutex mutex_;
  std::condition_variable changed_;
  std::shared_ptr<const PreviewSnapshot> snapshot_;

  std::mutex run_mutex_;
  long long run_generation_ = -1;
  std::shared_ptr<const SimulationResult> run_;
};

}  // namespace carc
