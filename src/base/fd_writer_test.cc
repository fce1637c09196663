#include "base/fd_writer.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <string>

namespace carc {
namespace {

/// Everything in the file behind `fd`, from its start.
std::string ReadBack(int fd) {
  std::string out(size_t(lseek(fd, 0, SEEK_END)), '\0');
  EXPECT_EQ(pread(fd, &out[0], out.size(), 0), ssize_t(out.size()));
  return out;
}

TEST(FdWriterTest, SmallAndLargeWritesArriveInOrderOnceFlushed) {
  FILE* file = std::tmpfile();
  ASSERT_NE(file, nullptr);
  FdWriter writer;
  writer.Attach(fileno(file));
  std::string big(200 * 1024, 'b');
  EXPECT_TRUE(writer.Write("a", 1));
  EXPECT_EQ(ReadBack(fileno(file)), "");  // still in the buffer
  EXPECT_TRUE(writer.Write(big.data(), big.size()));
  EXPECT_TRUE(writer.Write("c", 1));
  EXPECT_TRUE(writer.Flush());
  EXPECT_EQ(ReadBack(fileno(file)), "a" + big + "c");
  EXPECT_EQ(writer.error(), 0);
  std::fclose(file);
}

TEST(FdWriterTest, ManySmallWritesAcrossTheBufferEdgeArriveInOrder) {
  FILE* file = std::tmpfile();
  ASSERT_NE(file, nullptr);
  FdWriter writer;
  writer.Attach(fileno(file));
  std::string expected;
  for (int i = 0; i < 40000; ++i) {  // about 190 KiB: the buffer fills and empties three times
    std::string piece = std::to_string(i * 7919 % 100003) + (i % 3 ? " " : "\n");
    if (i == 20000) piece.assign(64 * 1024 - 1, 'x');  // all but a byte of the buffer
    ASSERT_TRUE(writer.Write(piece.data(), piece.size()));
    expected += piece;
  }
  EXPECT_TRUE(writer.Flush());
  EXPECT_EQ(ReadBack(fileno(file)), expected);
  std::fclose(file);
}

TEST(FdWriterTest, TheFirstFailedWriteIsKeptAndNothingMoreIsWritten) {
  FdWriter writer;
  writer.Attach(-1);
  EXPECT_FALSE(writer.Write("a", 1));
  int fds[2];
  ASSERT_EQ(pipe(fds), 0);
  close(fds[1]);
  writer.Attach(fds[1]);  // closed: write() fails with EBADF
  EXPECT_TRUE(writer.Write("a", 1));
  EXPECT_FALSE(writer.Flush());
  EXPECT_EQ(writer.error(), EBADF);
  EXPECT_FALSE(writer.Write("b", 1));
  close(fds[0]);
}

// A piece too large for the buffer goes straight to the file; when that
// fails, the small pieces after it must fail too, not fill the buffer.
TEST(FdWriterTest, AFailedLargeWriteFailsTheSmallOnesAfterIt) {
  int fds[2];
  ASSERT_EQ(pipe(fds), 0);
  close(fds[1]);
  FdWriter writer;
  writer.Attach(fds[1]);  // closed: write() fails with EBADF
  std::string large(FdWriter::kBufferSize + 1, 'x');
  EXPECT_FALSE(writer.Write(large.data(), large.size()));
  EXPECT_EQ(writer.error(), EBADF);
  EXPECT_FALSE(writer.Write("a", 1));
  EXPECT_FALSE(writer.Flush());
  close(fds[0]);
}

}  // namespace
}  // namespace carc
