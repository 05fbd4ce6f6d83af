package dev.arbiter.kernel.http;

import dev.arbiter.kernel.signing.EventSigner;
import java.util.List;

/** {@code GET /keys}: every key that ever signed this service's events. */
public record SigningKeyList(List<EventSigner.PublishedKey> keys) {
}
