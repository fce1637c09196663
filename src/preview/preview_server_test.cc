#include "preview/preview_server.h"

#include <httplib.h>

#include <atomic>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "preview/http_probe.h"
#include "preview/mini_json.h"
#include "preview/preview_test_util.h"

namespace carc {
namespace {

using test_support::Exchange;
using test_support::GetRequest;
using test_support::JsonValue;
using test_support::ServedSet;
using test_support::StatusOf;

JsonValue State(int port) {
  httplib::Client client("127.0.0.1", port);
  auto res = client.Get("/state.json");
  JsonValue state;
  EXPECT_TRUE(res && res->status == 200);
  if (res) EXPECT_TRUE(test_support::ParseJson(res->body, &state)) << res->body;
  return state;
}

TEST(PreviewServer, ServesThePageTheStateAndTheSetsPictures) {
  ServedSet served;
  int port = served.server->port();
  ASSERT_GT(port, 0);
  EXPECT_EQ(served.server->url(), "http://127.0.0.1:" + std::to_string(port) + "/");
  std::string page = Exchange(port, GetRequest(port, "/"));
  EXPECT_EQ(StatusOf(page), 200);
  EXPECT_NE(page.find("<script src=\"/preview.js\""), std::string::npos);
  EXPECT_NE(page.find("Content-Security-Policy: default-src 'none'"), std::string::npos);

  JsonValue state = State(port);
  EXPECT_EQ(state.Get("state")->text, "ok");
  EXPECT_FALSE(state.Get("stale")->boolean);
  ASSERT_EQ(state.Get("tiles")->items.size(), 24u);
  const JsonValue& a = state.Get("tiles")->items[0];
  EXPECT_EQ(a.Get("id")->text, "A");
  EXPECT_EQ(a.Get("name")->text, "Monastery with road");
  EXPECT_EQ(a.Get("count")->number, 2);
  EXPECT_EQ(a.Get("edges")->text, "FFRF");
  EXPECT_EQ(state.Path({"summary", "tiles"})->number, 72);
  EXPECT_EQ(state.Path({"summary", "types"})->number, 24);

  std::string picture = Exchange(port, GetRequest(port, a.Get("front")->text));
  EXPECT_EQ(StatusOf(picture), 200);
  EXPECT_NE(picture.find("Content-Type: image/svg+xml"), std::string::npos);
  EXPECT_NE(picture.find("<svg"), std::string::npos);
  // Not compressed, whatever the browser accepts: loopback has bytes to spare, not CPU.
  std::string accepting = Exchange(port, "GET /state.json HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(port) +
                                             "\r\nAccept-Encoding: gzip, deflate, br\r\nConnection: close\r\n\r\n");
  EXPECT_EQ(StatusOf(accepting), 200);
  EXPECT_EQ(accepting.find("Content-Encoding"), std::string::npos);
  EXPECT_NE(accepting.find("\"tiles\":[{\"index\":0,\"id\":\"A\""), std::string::npos);
  // A picture of another build, or past the last tile, is not there.
  EXPECT_EQ(StatusOf(Exchange(port, GetRequest(port, "/tile/999/0.svg"))), 404);
  EXPECT_EQ(StatusOf(Exchange(port, GetRequest(port, "/tile/1/24.svg"))), 404);
}

TEST(PreviewServer, ADetailHasTheSegmentsTheBackAndTheFiguresWithTheirSampleSize) {
  PreviewOptions options;
  options.run.games = 50;
  ServedSet served("", options);
  int port = served.server->port();
  httplib::Client client("127.0.0.1", port);
  auto res = client.Get("/detail/1/0.json");
  ASSERT_TRUE(res);
  ASSERT_EQ(res->status, 200);
  JsonValue d;
  ASSERT_TRUE(test_support::ParseJson(res->body, &d)) << res->body;
  EXPECT_EQ(d.Get("id")->text, "A");
  EXPECT_EQ(d.Get("back")->text, "/back/1/0.svg");
  // Tile A: a monastery, a road south ending at it, one field round them.
  std::vector<std::string> labels;
  for (const JsonValue& s : d.Get("segments")->items) labels.push_back(s.Get("label")->text + " " + s.Get("describe")->text);
  EXPECT_EQ(labels, (std::vector<std::string>{"R1 road S", "F1 field {Nw, Ne, En, Es, Se, Sw, Ws, Wn}", "M monastery"}));
  const JsonValue* f = d.Get("figures");
  ASSERT_TRUE(f && f->kind == JsonValue::Kind::Object);
  EXPECT_EQ(f->Get("games")->number, 50);
  EXPECT_EQ(f->Get("drawn")->number, 100);  // 2 copies a game, never the start tile
  EXPECT_LE(f->Get("set_aside_low")->number, f->Get("set_aside_share")->number);
  EXPECT_GE(f->Get("set_aside_high")->number, f->Get("set_aside_share")->number);
  EXPECT_GT(f->Get("placements")->number, 1);
  EXPECT_LT(f->Get("placements_low")->number, f->Get("placements")->number);
  EXPECT_GT(f->Get("placements_high")->number, f->Get("placements")->number);
  EXPECT_EQ(StatusOf(Exchange(port, GetRequest(port, "/back/1/0.svg"))), 200);
}

TEST(PreviewServer, NoRequestPathReachesTheFileSystem) {
  ServedSet served;
  int port = served.server->port();
  const char* paths[] = {"/../../../../etc/passwd", "/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "//etc/passwd",
                         "/etc/passwd", "/tile/1/../../../../etc/passwd", "/preview.js/../../../CMakeLists.txt",
                         "/templates/preview/index.html", "/set.yaml", "/state.json/..", "/tile/1/0.svg%00",
                         "/index.html", "/preview.css?x=/../../etc/passwd&y=1#"};
  for (const char* path : paths) {
    std::string reply = Exchange(port, GetRequest(port, path));
    if (std::string(path).find('?') != std::string::npos) {
      EXPECT_EQ(StatusOf(reply), 200) << path;  // the query is not a path
    } else {
      EXPECT_EQ(StatusOf(reply), 404) << path << "\n" << reply.substr(0, 200);
    }
    EXPECT_EQ(reply.find("root:"), std::string::npos) << path;
  }
  std::string absolute = Exchange(port, GetRequest(port, served.spec));
  EXPECT_EQ(StatusOf(absolute), 404);
  EXPECT_EQ(absolute.find("Carcassonne base game"), std::string::npos);
}

TEST(PreviewServer, AnswersOnlyToTheNamesOfThisMachine) {
  ServedSet served;
  int port = served.server->port();
  std::string evil = "GET / HTTP/1.1\r\nHost: evil.example:" + std::to_string(port) + "\r\nConnection: close\r\n\r\n";
  EXPECT_EQ(StatusOf(Exchange(port, evil)), 403);
  std::string local = "GET / HTTP/1.1\r\nHost: localhost:" + std::to_string(port) + "\r\nConnection: close\r\n\r\n";
  EXPECT_EQ(StatusOf(Exchange(port, local)), 200);
}

TEST(PreviewServer, RefusesOversizedRequestsAndKeepsServing) {
  ServedSet served;
  int port = served.server->port();
  std::string host = "Host: 127.0.0.1:" + std::to_string(port) + "\r\n";
  std::string long_uri = "GET /" + std::string(100000, 'a') + " HTTP/1.1\r\n" + host + "\r\n";
  EXPECT_EQ(StatusOf(Exchange(port, long_uri)), 414);
  std::string long_header = "GET / HTTP/1.1\r\n" + host + "X-Big: " + std::string(100000, 'b') + "\r\n\r\n";
  int header_status = StatusOf(Exchange(port, long_header));
  EXPECT_TRUE(header_status == 400 || header_status == 0) << header_status;  // refused, never served
  std::string big_body = "POST /state.json HTTP/1.1\r\n" + host + "Content-Length: 100000\r\n\r\n" +
                         std::string(100000, 'c');
  EXPECT_EQ(StatusOf(Exchange(port, big_body)), 413);
  std::string many_headers = "GET / HTTP/1.1\r\n" + host;
  for (int i = 0; i < 2000; ++i) many_headers += "X-" + std::to_string(i) + ": v\r\n";
  EXPECT_EQ(StatusOf(Exchange(port, many_headers + "\r\n")), 431);
  EXPECT_EQ(StatusOf(Exchange(port, GetRequest(port, "/"))), 200);
}

TEST(PreviewServer, ServesManyClientsAtOnce) {
  ServedSet served;
  int port = served.server->port();
  std::atomic<int> ok{0};
  std::vector<std::thread> clients;
  for (int c = 0; c < 32; ++c) {
    clients.emplace_back([&] {
      httplib::Client client("127.0.0.1", port);
      client.set_read_timeout(30, 0);
      for (int i = 0; i < 8; ++i) {
        auto res = client.Get(i % 2 ? "/state.json" : "/tile/1/3.svg");
        if (res && res->status == 200) ++ok;
      }
    });
  }
  for (std::thread& t : clients) t.join();
  EXPECT_EQ(ok.load(), 32 * 8);
}

TEST(PreviewServer, ClientsThatNeverReadOrNeverFinishDoNotStallTheOthers) {
  PreviewOptions options;
  options.timeout_seconds = 2;
  ServedSet served("", options);
  int port = served.server->port();
  // Clients that ask for pictures over and over and never read the answers,
  // event streams that are never read, and requests never finished.
  std::vector<std::unique_ptr<test_support::RawConnection>> stalled;
  std::string pipelined;
  for (int i = 0; i < 400; ++i) pipelined += "GET /tile/1/" + std::to_string(i % 24) + ".svg HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(port) + "\r\n\r\n";
  for (int i = 0; i < 6; ++i) {
    stalled.push_back(std::make_unique<test_support::RawConnection>(port));
    stalled.back()->ShrinkReceiveBuffer();
    stalled.back()->Send(pipelined);
  }
  for (int i = 0; i < 6; ++i) {
    stalled.push_back(std::make_unique<test_support::RawConnection>(port));
    stalled.back()->ShrinkReceiveBuffer();
    stalled.back()->Send(GetRequest(port, "/events"));
  }
  for (int i = 0; i < 6; ++i) {
    stalled.push_back(std::make_unique<test_support::RawConnection>(port));
    stalled.back()->Send("GET / HTTP/1.1\r\nHost: 127.0.0.1");
  }
  for (int i = 0; i < 10; ++i) {
    EXPECT_EQ(StatusOf(Exchange(port, GetRequest(port, "/state.json"))), 200);
    EXPECT_EQ(StatusOf(Exchange(port, GetRequest(port, "/tile/1/0.svg"))), 200);
  }
  // A save still reaches the page while they hang on.
  long long before = served.server->generation();
  test_support::WriteFile(served.spec, test_support::Replaced(test_support::BaseSetText(), "en: Monastery with road", "en: Chapel"));
  ASSERT_TRUE(served.WaitForBuildAfter(before));
  JsonValue state = State(port);
  EXPECT_EQ(state.Get("tiles")->items[0].Get("name")->text, "Chapel");
}

TEST(PreviewServer, CapsTheEventStreamsBelowItsThreads) {
  PreviewOptions options;
  options.max_event_streams = 2;
  ServedSet served("", options);
  int port = served.server->port();
  test_support::RawConnection first(port), second(port);
  first.Send(GetRequest(port, "/events"));
  second.Send(GetRequest(port, "/events"));
  // Each stream tells its page the current build at once.
  for (test_support::RawConnection* c : {&first, &second}) {
    std::string seen;
    for (int i = 0; i < 400 && seen.find("event: build\ndata: 1\n\n") == std::string::npos; ++i) seen += c->ReadAll(50);
    EXPECT_NE(seen.find("event: build\ndata: 1\n\n"), std::string::npos) << seen;
  }
  EXPECT_EQ(StatusOf(Exchange(port, GetRequest(port, "/events"))), 503);
  EXPECT_EQ(StatusOf(Exchange(port, GetRequest(port, "/"))), 200);
}

TEST(PreviewServer, AnEventStreamAnnouncesEveryBuild) {
  ServedSet served;
  int port = served.server->port();
  test_support::RawConnection events(port);
  events.Send(GetRequest(port, "/events"));
  std::string seen;
  for (int i = 0; i < 200 && seen.find("data: 1\n") == std::string::npos; ++i) seen += events.ReadAll(50);
  ASSERT_NE(seen.find("data: 1\n"), std::string::npos) << seen;
  test_support::SaveByRename(served.spec, test_support::Replaced(test_support::BaseSetText(), "count: 4", "count: 5"));
  for (int i = 0; i < 400 && seen.find("data: 2\n") == std::string::npos; ++i) seen += events.ReadAll(50);
  EXPECT_NE(seen.find("event: build\ndata: 2\n\n"), std::string::npos) << seen;
}

TEST(PreviewServer, StopEndsOpenStreamsAndJoins) {
  ServedSet served;
  int port = served.server->port();
  test_support::RawConnection events(port);
  events.Send(GetRequest(port, "/events"));
  std::string seen;
  for (int i = 0; i < 200 && seen.find("data: 1\n") == std::string::npos; ++i) seen += events.ReadAll(50);
  ASSERT_NE(seen.find("data: 1\n"), std::string::npos) << seen;
  served.server->Stop();
  // The stream ends (the server closes it) and nobody listens any more.
  events.ReadAll(20000);
  EXPECT_TRUE(events.closed());
  test_support::RawConnection after(port);
  EXPECT_FALSE(after.ok());
}

TEST(PreviewServer, ABusyPortIsAnErrorThatSaysWhatToDo) {
  ServedSet first;
  PreviewOptions options;
  options.port = first.server->port();
  options.tileset = first.spec;
  options.assets = test_support::SourceDir() + "/templates/preview";
  PreviewServer second(options);
  Diagnostics diags;
  Status started = second.Start(&diags);
  EXPECT_EQ(started.ToString(), "error: preview: cannot listen on 127.0.0.1:" + std::to_string(options.port) +
                                   " (in use? pick another with --port, or --port 0 for a free one)");
}

}  // namespace
}  // namespace carc
