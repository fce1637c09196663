#include "cli/terminal.h"

#include <glib.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iostream>
#include <streambuf>

#include "base/pending_files.h"
#include "base/text_util.h"

namespace carc {

namespace {

/// A stream buffer that escapes what passes through it (TerminalText) and
/// writes it to a file descriptor, a line at a time.
class EscapingBuffer : public std::streambuf {
 public:
  explicit EscapingBuffer(int fd) : fd_(fd) {}
  ~EscapingBuffer() override { Flush(true); }
  /// The errno of the first failed write, or 0.
  int error() const { return error_; }
  /// Writes what is pending; when not `all`, keeps a UTF-8 sequence cut short.
  bool Flush(bool all) {
    size_t n = all ? pending_.size() : CompleteUtf8(pending_);
    std::string text = TerminalText(pending_.substr(0, n));
    pending_.erase(0, n);
    for (size_t done = 0; done < text.size() && !error_;) {
      ssize_t w = write(fd_, text.data() + done, text.size() - done);
      if (w < 0 && errno == EINTR) continue;
      if (w <= 0) error_ = w < 0 ? errno : EIO;
      else done += size_t(w);
    }
    return error_ == 0;
  }

 protected:
  int_type overflow(int_type c) override {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    pending_ += traits_type::to_char_type(c);
    if (c == '\n' || pending_.size() >= kChunk) Flush(false);
    return c;
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    pending_.append(s, size_t(n));
    if (pending_.size() >= kChunk || std::memchr(s, '\n', size_t(n))) Flush(false);
    return n;
  }
  int sync() override { return Flush(true) ? 0 : -1; }

 private:
  static constexpr size_t kChunk = 1 << 14;
  /// The length of `text` without a UTF-8 sequence cut short at its end.
  static size_t CompleteUtf8(const std::string& text) {
    size_t n = text.size();
    for (size_t back = 1; back <= 3 && back <= n; ++back) {
      auto c = static_cast<unsigned char>(text[n - back]);
      if ((c & 0xC0) == 0x80) continue;  // a continuation byte: look further back
      size_t len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
      return len > back ? n - back : n;
    }
    return n;
  }
  int fd_;
  int error_ = 0;
  std::string pending_;
};

EscapingBuffer* g_out = nullptr;
EscapingBuffer* g_err = nullptr;

/// GLib's messages (Pango, Cairo's font code) through std::cerr like all else.
/// A fatal one (g_error: GLib cannot create a thread under a low address
/// space limit) would then end the process by SIGTRAP: it exits 2 instead,
/// its temporary files removed, as any other I/O failure does.
void LogToStderr(const gchar* domain, GLogLevelFlags level, const gchar* message, gpointer) {
  if (level & (G_LOG_LEVEL_INFO | G_LOG_LEVEL_DEBUG)) return;
  bool fatal = level & (G_LOG_LEVEL_ERROR | G_LOG_FLAG_FATAL);
  // GLib's fatal errors are failures to get memory or a thread, whose stack
  // is memory too under ulimit -v: say so, as a std::thread's failure does.
  bool thread = fatal && message && std::strstr(message, "Error creating thread");
  std::cerr << "carckit: " << (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL) ? "error" : "warning")
            << ": " << (domain ? domain : "GLib") << ": " << (message ? message : "")
            << (thread ? " (too little memory or too many threads)" : "") << "\n";
  if (!fatal) return;
  std::cerr.flush();
  RemovePendingFiles();
  _exit(2);  // no unwinding: GLib is in no state to be called again
}

}  // namespace

void InstallTerminalStreams() {
  if (g_out) return;
  // Never freed: static destructors may still print.
  g_out = new EscapingBuffer(STDOUT_FILENO);
  g_err = new EscapingBuffer(STDERR_FILENO);
  std::cout.rdbuf(g_out);
  std::cerr.rdbuf(g_err);
  g_log_set_default_handler(LogToStderr, nullptr);
}

std::string FinishTerminalStreams() {
  std::cout.flush();
  std::cerr.flush();
  if (!g_out || g_out->error() == 0) return "";
  return std::string("cannot write to standard output: ") + std::strerror(g_out->error());
}

bool StdoutIsTerminal() { return isatty(STDOUT_FILENO) == 1; }

}  // namespace carc
