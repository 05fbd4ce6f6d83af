package dev.arbiter.kernel.http;

import com.fasterxml.jackson.annotation.JsonInclude;

/** One seat of a game: who sits in it, and the bot that plays it when the service does. */
public record SeatInfo(int seat, String name, boolean joined, @JsonInclude(JsonInclude.Include.NON_NULL) String bot) {
}
