import { describe, expect, it } from "vitest";
import { ipv6Groups, rateKey } from "./rate-key";

describe("rateKey: the client key of every rate limit", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(rateKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateKey("203.0.113.8")).toBe("203.0.113.8");
  });

  it("counts every address of one IPv6 /64 as one client, and another /64 as another", () => {
    const a = rateKey("2001:db8:1:2::1");
    expect(a).toBe("2001:db8:1:2::/64");
    expect(rateKey("2001:0db8:0001:0002:ffff:ffff:ffff:fffe")).toBe(a);
    expect(rateKey("2001:DB8:1:2:abcd::9")).toBe(a);
    expect(rateKey("2001:db8:1:2:a:b:c:d%eth0")).toBe(a);
    expect(rateKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(rateKey("::1")).toBe("0:0:0:0::/64");
  });

  it("treats an IPv4-mapped IPv6 address as the IPv4 client, dotted or in hex", () => {
    expect(rateKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(rateKey("::FFFF:c000:0201")).toBe("192.0.2.1");
    expect(rateKey("0:0:0:0:0:ffff:192.0.2.1")).toBe("192.0.2.1");
  });

  it("leaves anything that is not an address unchanged", () => {
    expect(rateKey("unknown")).toBe("unknown");
    expect(rateKey("2001:db8::1::2")).toBe("2001:db8::1::2");
  });

  it("expands IPv6 addresses to eight groups", () => {
    expect(ipv6Groups("::")).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups("1::")).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups("64:ff9b::192.0.2.33")).toEqual([0x64, 0xff9b, 0, 0, 0, 0, 0xc000, 0x221]);
    expect(ipv6Groups("1:2:3:4:5:6:7:8")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ipv6Groups("1:2:3:4:5:6:7")).toBeUndefined();
  });
});
