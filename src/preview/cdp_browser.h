// Headless Chromium driven over the Chrome DevTools protocol, for the
// preview's browser tests (tests only). Debian's `chromium` is started with
// --remote-debugging-pipe and a fresh profile; messages are JSON, one per
// NUL-terminated frame, on the child's descriptors 3 (in) and 4 (out).
// Every wait has a bound, so a browser that hangs fails the test instead.
#pragma once

#include <sys/types.h>

#include <string>

#include "base/test_util.h"
#include "preview/mini_json.h"

namespace carc {
namespace test_support {

/// One headless Chromium with one page.
class Browser {
 public:
  /// Starts Chromium ($CARCKIT_CHROMIUM, else `chromium` on the PATH) with a
  /// `width` x `height` window; ok() says whether it answered.
  Browser(int width = 1280, int height = 900);
  /// Closes it and removes its profile.
  ~Browser();
  Browser(const Browser&) = delete;
  Browser& operator=(const Browser&) = delete;

  /// Whether the browser started and answered.
  bool ok() const { return why_.empty(); }
  /// Why it did not.
  const std::string& why() const { return why_; }

  /// Opens `url` in a new page and waits for it to load.
  bool Open(const std::string& url);
  /// Evaluates `expression` in the page; its value (JSON-able) in `*value`.
  bool Evaluate(const std::string& expression, JsonValue* value);
  /// Evaluates `expression` and returns its value as text ("" on failure;
  /// numbers and booleans as JavaScript's String() writes them).
  std::string Text(const std::string& expression);
  /// Evaluates `expression` until it is true, for at most `bound_ms`
  /// (a generous bound; the wait ends as soon as it holds).
  bool WaitFor(const std::string& expression, int bound_ms = 20000);
  /// A PNG of the page's viewport.
  bool Screenshot(std::string* png);

 private:
  /// Sends `method` with `params` (a JSON object) to the page's session
  /// (or the browser when `session` is false) and waits for its reply.
  bool Call(const std::string& method, const std::string& params, bool session, JsonValue* result);
  bool Send(const std::string& message);
  bool Receive(JsonValue* message, int bound_ms);

  TempDir profile_;
  pid_t pid_ = -1;
  int to_ = -1, from_ = -1;
  std::string buffer_;
  std::string session_;
  long long next_id_ = 1;
  std::string why_;
};

/// Whether `png` is a PNG image of `width` x `height` with more than one
/// colour in it; `why` says what is wrong otherwise.
bool PngShowsSomething(const std::string& png, int width, int height, std::string* why);

/// Decodes base64 (the protocol's screenshots).
std::string Base64Decode(const std::string& text);

}  // namespace test_support
}  // namespace carc
