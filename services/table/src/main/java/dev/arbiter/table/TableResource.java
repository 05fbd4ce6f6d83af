package dev.arbiter.table;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;

/** Tells the browser which services this table reaches (GET /api). */
@Path("/api")
public class TableResource {

    public record Services(List<String> services) {
    }

    private final TableSettings settings;

    TableResource(TableSettings settings) {
        this.settings = settings;
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public Services services() {
        return new Services(settings.services().keySet().stream().sorted().toList());
    }
}
