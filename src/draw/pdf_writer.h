// The PDF file carckit writes, one object at a time as it is made: each
// object goes out (through the AtomicOutput's buffer) the moment it is
// complete and only its offset is kept, so that memory does not grow with the
// document. Streams are compressed with zlib as they are written, one
// compressor reused for all of them.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "base/output_file.h"

namespace carc {

/// Writes a PDF's objects, its cross-reference table and trailer to `out`.
class PdfWriter {
 public:
  /// Starts the file (its header) on `out`, which must outlive the writer.
  explicit PdfWriter(AtomicOutput* out);
  ~PdfWriter();
  PdfWriter(const PdfWriter&) = delete;
  PdfWriter& operator=(const PdfWriter&) = delete;

  /// A new object number, for an object written later (references to it may
  /// be written before it is).
  int Reserve();
  /// Writes object `object` (from Reserve()) whose body is `body` (a
  /// dictionary, array or scalar in PDF syntax).
  void WriteObject(int object, const std::string& body);
  /// Writes object `object` as a stream: `dict` is its dictionary's entries
  /// without the brackets, /Length and /Filter, which this adds. `data` is
  /// compressed unless it is short enough that compressing gains nothing.
  void WriteStream(int object, const std::string& dict, const std::string& data);
  /// Starts object `object` as a stream whose data, already in its final
  /// form (`dict` names its filter, if any), follows in WriteRaw() calls;
  /// EndRawStream() ends it. `length` is the data's size.
  void BeginRawStream(int object, const std::string& dict, size_t length);
  /// Part of a raw stream's data.
  void WriteRaw(const void* data, size_t size);
  /// Ends a raw stream.
  void EndRawStream();
  /// Writes the cross-reference table and the trailer naming `root` (the
  /// catalog) and `info` (0 for none). Objects reserved but never written
  /// are written as null first.
  void Finish(int root, int info);

 private:
  void Begin(int object);
  void Put(const std::string& s);
  void Put(const void* data, size_t size);

  AtomicOutput* out_;
  unsigned long long offset_ = 0;              ///< bytes written so far
  std::vector<unsigned long long> offsets_{0};  ///< by object number; 0: not written
  struct Deflater;
  std::unique_ptr<Deflater> deflater_;
  std::string compressed_;  ///< reused for every stream
};

}  // namespace carc
