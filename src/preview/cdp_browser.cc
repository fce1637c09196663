#include "preview/cdp_browser.h"

#include <cairo.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <vector>

#include "base/json.h"

namespace carc {
namespace test_support {

namespace {

using Clock = std::chrono::steady_clock;

int RemainingMs(Clock::time_point deadline) {
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return left > 0 ? int(left) : 0;
}

std::string ChromiumProgram() {
  const char* env = std::getenv("CARCKIT_CHROMIUM");
  return env && *env ? env : "chromium";
}

}  // namespace

Browser::Browser(int width, int height) {
  int to[2], from[2];
  if (pipe2(to, O_CLOEXEC) != 0 || pipe2(from, O_CLOEXEC) != 0) {
    why_ = "cannot make pipes for chromium";
    return;
  }
  std::vector<std::string> args = {ChromiumProgram(), "--headless", "--no-sandbox", "--disable-gpu",
                                   "--disable-quic", "--no-first-run", "--disable-background-networking",
                                   "--disable-component-update", "--disable-sync",
                                   "--disable-dev-shm-usage", "--hide-scrollbars", "--mute-audio",
                                   "--user-data-dir=" + profile_.Path("profile"),
                                   "--window-size=" + std::to_string(width) + "," + std::to_string(height),
                                   "--remote-debugging-pipe", "about:blank"};
  std::string log = profile_.Path("chromium.log");
  pid_ = fork();
  if (pid_ == 0) {
    // The child: the protocol on descriptors 3 and 4, its chatter in a log.
    // Moved out of the way first: a pipe may already be 3 or 4, and dup2
    // onto itself would keep its close-on-exec flag.
    int in = fcntl(to[0], F_DUPFD_CLOEXEC, 10), out = fcntl(from[1], F_DUPFD_CLOEXEC, 10);
    dup2(in, 3);
    dup2(out, 4);
    int devnull = open("/dev/null", O_RDONLY);
    int logfd = open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (devnull >= 0) dup2(devnull, 0);
    if (logfd >= 0) {
      dup2(logfd, 1);
      dup2(logfd, 2);
    }
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    execvp(argv[0], argv.data());
    _exit(127);
  }
  close(to[0]);
  close(from[1]);
  to_ = to[1];
  from_ = from[0];
  if (pid_ < 0) {
    why_ = "cannot fork for chromium";
    return;
  }
  JsonValue version;
  if (!Call("Browser.getVersion", "{}", false, &version)) {
    std::string chatter = ReadFile(log);
    why_ = ChromiumProgram() + " did not start or answer (" + chatter.substr(0, 400) + ")";
  }
}

Browser::~Browser() {
  if (pid_ > 0) {
    if (ok()) Send("{\"id\":999999,\"method\":\"Browser.close\"}");
    // Give it a bounded moment to close by itself, then make sure it is gone.
    for (int i = 0; i < 100; ++i) {
      if (waitpid(pid_, nullptr, WNOHANG) == pid_) {
        pid_ = -1;
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    if (pid_ > 0) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
  }
  if (to_ >= 0) close(to_);
  if (from_ >= 0) close(from_);
}

bool Browser::Send(const std::string& message) {
  std::string frame = message + '\0';
  size_t done = 0;
  while (done < frame.size()) {
    ssize_t n = write(to_, frame.data() + done, frame.size() - done);
    if (n <= 0) return false;
    done += size_t(n);
  }
  return true;
}

bool Browser::Receive(JsonValue* message, int bound_ms) {
  auto deadline = Clock::now() + std::chrono::milliseconds(bound_ms);
  for (;;) {
    size_t end = buffer_.find('\0');
    if (end != std::string::npos) {
      std::string frame = buffer_.substr(0, end);
      buffer_.erase(0, end + 1);
      return ParseJson(frame, message);
    }
    pollfd p{from_, POLLIN, 0};
    int left = RemainingMs(deadline);
    if (left == 0 || poll(&p, 1, left) <= 0) return false;
    char chunk[65536];
    ssize_t n = read(from_, chunk, sizeof chunk);
    if (n <= 0) return false;
    buffer_.append(chunk, size_t(n));
  }
}

bool Browser::Call(const std::string& method, const std::string& params, bool session,
                   JsonValue* result) {
  long long id = next_id_++;
  std::string message = "{\"id\":" + std::to_string(id) + ",\"method\":" + JsonQuote(method) +
                        ",\"params\":" + params;
  if (session) message += ",\"sessionId\":" + JsonQuote(session_);
  if (!Send(message + "}")) return false;
  auto deadline = Clock::now() + std::chrono::seconds(30);
  for (;;) {
    JsonValue reply;
    if (!Receive(&reply, RemainingMs(deadline))) return false;
    const JsonValue* got = reply.Get("id");
    if (!got || got->number != double(id)) continue;  // an event, or another reply
    if (reply.Get("error")) return false;
    const JsonValue* r = reply.Get("result");
    if (r) *result = *r;
    return true;
  }
}

bool Browser::Open(const std::string& url) {
  JsonValue target, attached, ignored;
  if (!Call("Target.createTarget", "{\"url\":\"about:blank\"}", false, &target)) return false;
  const JsonValue* id = target.Get("targetId");
  if (!id) return false;
  if (!Call("Target.attachToTarget", "{\"targetId\":" + JsonQuote(id->text) + ",\"flatten\":true}", false,
            &attached))
    return false;
  const JsonValue* session = attached.Get("sessionId");
  if (!session) return false;
  session_ = session->text;
  if (!Call("Page.enable", "{}", true, &ignored)) return false;
  if (!Call("Page.navigate", "{\"url\":" + JsonQuote(url) + "}", true, &ignored)) return false;
  return WaitFor("document.readyState === 'complete'");
}

bool Browser::Evaluate(const std::string& expression, JsonValue* value) {
  JsonValue result;
  if (!Call("Runtime.evaluate",
            "{\"expression\":" + JsonQuote(expression) + ",\"returnByValue\":true,\"awaitPromise\":true}",
            true, &result))
    return false;
  if (result.Get("exceptionDetails")) return false;
  const JsonValue* v = result.Path({"result", "value"});
  *value = v ? *v : JsonValue();
  return true;
}

std::string Browser::Text(const std::string& expression) {
  JsonValue v;
  if (!Evaluate("String(" + expression + ")", &v)) return "";
  return v.text;
}

bool Browser::WaitFor(const std::string& expression, int bound_ms) {
  auto deadline = Clock::now() + std::chrono::milliseconds(bound_ms);
  for (;;) {
    JsonValue v;
    if (Evaluate("!!(" + expression + ")", &v) && v.boolean) return true;
    if (RemainingMs(deadline) == 0) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(25));
  }
}

bool Browser::Screenshot(std::string* png) {
  JsonValue result;
  if (!Call("Page.captureScreenshot", "{\"format\":\"png\"}", true, &result)) return false;
  const JsonValue* data = result.Get("data");
  if (!data) return false;
  *png = Base64Decode(data->text);
  return !png->empty();
}

std::string Base64Decode(const std::string& text) {
  std::string out;
  unsigned buffer = 0;
  int bits = 0;
  for (char c : text) {
    int v;
    if (c >= 'A' && c <= 'Z') v = c - 'A';
    else if (c >= 'a' && c <= 'z') v = c - 'a' + 26;
    else if (c >= '0' && c <= '9') v = c - '0' + 52;
    else if (c == '+') v = 62;
    else if (c == '/') v = 63;
    else continue;
    buffer = (buffer << 6) | unsigned(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += char((buffer >> bits) & 0xFF);
    }
  }
  return out;
}

namespace {

struct PngReader {
  const std::string& data;
  size_t at = 0;
};

cairo_status_t ReadPng(void* closure, unsigned char* out, unsigned int length) {
  auto* r = static_cast<PngReader*>(closure);
  if (r->at + length > r->data.size()) return CAIRO_STATUS_READ_ERROR;
  std::memcpy(out, r->data.data() + r->at, length);
  r->at += length;
  return CAIRO_STATUS_SUCCESS;
}

}  // namespace

bool PngShowsSomething(const std::string& png, int width, int height, std::string* why) {
  PngReader reader{png};
  cairo_surface_t* s = cairo_image_surface_create_from_png_stream(ReadPng, &reader);
  bool good = false;
  if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS) {
    *why = "not a PNG";
  } else if (cairo_image_surface_get_width(s) != width || cairo_image_surface_get_height(s) != height) {
    *why = "size " + std::to_string(cairo_image_surface_get_width(s)) + "x" +
           std::to_string(cairo_image_surface_get_height(s));
  } else {
    cairo_surface_flush(s);
    const unsigned char* px = cairo_image_surface_get_data(s);
    int stride = cairo_image_surface_get_stride(s);
    uint32_t first = *reinterpret_cast<const uint32_t*>(px);
    long long differing = 0;
    for (int y = 0; y < height; ++y)
      for (int x = 0; x < width; ++x)
        differing += *reinterpret_cast<const uint32_t*>(px + y * stride + 4 * x) != first;
    // Blank would be one colour; a page of tiles has most of its pixels painted.
    good = differing > (long long)width * height / 20;
    if (!good) *why = "blank: " + std::to_string(differing) + " pixels differ from the first";
  }
  cairo_surface_destroy(s);
  return good;
}

}  // namespace test_support
}  // namespace carc
