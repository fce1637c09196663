#include "preview/http_probe.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>

namespace carc {
namespace test_support {

RawConnection::RawConnection(int port) {
  fd_ = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd_ < 0) return;
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(uint16_t(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
    close(fd_);
    fd_ = -1;
  }
}

RawConnection::~RawConnection() {
  if (fd_ >= 0) close(fd_);
}

void RawConnection::ShrinkReceiveBuffer() {
  int size = 4096;
  setsockopt(fd_, SOL_SOCKET, SO_RCVBUF, &size, sizeof size);
}

bool RawConnection::Send(const std::string& bytes) {
  size_t done = 0;
  while (done < bytes.size()) {
    ssize_t n = send(fd_, bytes.data() + done, bytes.size() - done, MSG_NOSIGNAL);
    if (n <= 0) return false;
    done += size_t(n);
  }
  return true;
}

std::string RawConnection::ReadAll(int bound_ms) {
  std::string out;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(bound_ms);
  for (;;) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now())
                    .count();
    pollfd p{fd_, POLLIN, 0};
    if (left <= 0 || poll(&p, 1, int(left)) <= 0) break;
    char chunk[16384];
    ssize_t n = recv(fd_, chunk, sizeof chunk, 0);
    if (n <= 0) {
      closed_ = true;
      break;
    }
    out.append(chunk, size_t(n));
  }
  return out;
}

std::string Exchange(int port, const std::string& request) {
  RawConnection c(port);
  if (!c.ok()) return "";
  c.Send(request);  // the server may answer and close before all of it went
  return c.ReadAll(30000);
}

int StatusOf(const std::string& reply) {
  if (reply.compare(0, 5, "HTTP/") != 0) return 0;
  size_t space = reply.find(' ');
  if (space == std::string::npos) return 0;
  return std::atoi(reply.c_str() + space + 1);
}

std::string GetRequest(int port, const std::string& path) {
  return "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(port) +
         "\r\nConnection: close\r\n\r\n";
}

}  // namespace test_support
}  // namespace carc
