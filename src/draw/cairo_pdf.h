// Reading back the PDF Cairo wrote to a scratch file, one object at a time
// (pread at the offsets of its cross-reference table), so that PdfDocument can
// copy Cairo's objects (text, fonts, images, outline) into its own file
// without holding Cairo's output in memory. Cairo 1.16 writes a classic
// cross-reference table and no object streams; nothing else is needed.
#pragma once

#include <string>
#include <vector>

#include "base/status.h"
#include "draw/pdf_object.h"

namespace carc {

/// One object of Cairo's file: its value and, for a stream, where its data lies.
struct CairoObject {
  PdfValue value;            ///< the object (a stream's dictionary)
  bool stream = false;       ///< whether it is a stream
  long long data_at = 0;     ///< a stream's data: file offset
  long long data_size = 0;   ///< a stream's data: length in bytes
};

/// Cairo's PDF, open for reading objects.
class CairoPdf {
 public:
  /// Reads the cross-reference table and trailer of the PDF open as `fd`
  /// (left open, read with pread). Check status().
  explicit CairoPdf(int fd);

  /// Ok, or Invalid saying what could not be read.
  const Status& status() const { return status_; }
  /// One more than the highest object number.
  int size() const { return int(offsets_.size()); }
  /// Whether object `n` is in the file.
  bool Has(int n) const { return n > 0 && n < size() && offsets_[size_t(n)] >= 0; }
  /// The trailer dictionary (/Root, /Info).
  const PdfValue& trailer() const { return trailer_; }
  /// Reads object `n`; false (and status() says why) if it cannot.
  bool Read(int n, CairoObject* out);
  /// Follows `v` if it is a reference; the value itself otherwise.
  bool Resolve(const PdfValue& v, PdfValue* out);
  /// Reads `size` bytes at `at` into `out`; false if the file is shorter.
  bool ReadBytes(long long at, size_t size, std::string* out);

 private:
  bool Fail(const std::string& why);
  /// Where object `n` ends at the latest: the next object's offset, or the table's.
  long long ExtentEnd(int n) const;

  int fd_;
  long long file_size_ = 0, xref_at_ = 0;
  std::vector<long long> offsets_;  ///< by object number; -1: not in the file
  std::vector<long long> sorted_;   ///< every offset, ascending, then the table's
  PdfValue trailer_;
  Status status_ = Status::Ok();
};

}  // namespace carc
