package dev.arbiter.kernel.http;

public record SeatInfo(int seat, String name, boolean joined) {
}
