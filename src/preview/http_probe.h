// Raw HTTP exchanges with a server on 127.0.0.1, for tests that send what no
// well-behaved client sends: odd paths, huge headers, a client that never
// reads (tests only). Every read has a bound.
#pragma once

#include <string>

namespace carc {
namespace test_support {

/// A TCP connection to 127.0.0.1:port; closed when destroyed.
class RawConnection {
 public:
  /// Connects; ok() says whether that worked.
  explicit RawConnection(int port);
  ~RawConnection();
  RawConnection(const RawConnection&) = delete;
  RawConnection& operator=(const RawConnection&) = delete;

  /// Whether it is connected.
  bool ok() const { return fd_ >= 0; }
  /// Sends all of `bytes`; false when the server closed the connection.
  bool Send(const std::string& bytes);
  /// Reads until the server closes the connection or `bound_ms` pass.
  std::string ReadAll(int bound_ms = 10000);
  /// Makes the kernel's receive buffer small, for a client that never reads.
  void ShrinkReceiveBuffer();
  /// Whether a read saw the server close the connection.
  bool closed() const { return closed_; }

 private:
  int fd_ = -1;
  bool closed_ = false;
};

/// Sends `request` on a fresh connection and returns the whole reply.
std::string Exchange(int port, const std::string& request);

/// The status code of an HTTP reply ("HTTP/1.1 404 Not Found" → 404), 0 for none.
int StatusOf(const std::string& reply);

/// A GET of `path` with the Host header the page would send, closing after.
std::string GetRequest(int port, const std::string& path);

}  // namespace test_support
}  // namespace carc
