package dev.arbiter.table;

import io.smallrye.config.ConfigMapping;
import java.net.URI;
import java.util.Map;

/** What the table puts under its one origin. */
@ConfigMapping(prefix = "arbiter.table")
public interface TableSettings {

    /** Each service by the name the browser uses (/api/NAME/...): its base URL. */
    Map<String, URI> services();
}
